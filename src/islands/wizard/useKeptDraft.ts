import { useCallback, useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { draftShape, type Draft } from '@/lib/listings/draft';
import type { StepId } from '@/lib/listings/draft-steps';
import { clearDraft, writeDraft, type DraftOwner } from './draft-storage';
import { stepFromUrl } from './step-url';

/** Whether a kept draft says anything the starting values do not (then it is worth a notice). */
export function sameDraft(a: Draft, b: Draft): boolean {
  const canonical = (d: Draft) => JSON.stringify(draftShape.parse(d));
  return canonical(a) === canonical(b);
}

interface Keeping {
  form: UseFormReturn<Draft>;
  listingId: number | null;
  step: StepId;
  storeOf: (id: number | null) => DraftOwner;
  /** The values the wizard started from: a form still equal to them is not kept. */
  baseline: RefObject<Draft | null>;
  /** False while loading and once saved: nothing is kept then. */
  ready: RefObject<boolean>;
  /** For an edit: the listing's last update, kept with the draft so a stale copy is not restored. */
  updatedAt: RefObject<string | undefined>;
}

/**
 * Keeps the form in local storage as the person types and moves between steps, or drops the kept
 * copy once the form is back to where it started (an untouched form is not kept).
 */
export function useKeptDraft({ form, listingId, step, storeOf, baseline, ready, updatedAt }: Keeping): void {
  const { getValues, watch } = form;
  const keep = useCallback(
    (id: number | null, at: StepId) => {
      const values = getValues();
      if (baseline.current && sameDraft(values, baseline.current)) clearDraft(storeOf(id));
      else writeDraft(storeOf(id), { values, step: at, updatedAt: updatedAt.current, savedAt: Date.now() });
    },
    [getValues, storeOf, baseline, updatedAt],
  );

  useEffect(() => {
    let timer: number | undefined;
    const subscription = watch(() => {
      if (!ready.current) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        // A save that finished meanwhile has cleared the draft; a late write must not bring it back.
        if (!ready.current) return;
        keep(listingId, stepFromUrl());
      }, 250);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [watch, keep, listingId, ready]);

  useEffect(() => {
    if (ready.current) keep(listingId, step);
  }, [step, listingId, keep, ready]);
}
