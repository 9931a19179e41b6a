import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { MAX_IMAGES, draftFieldErrors, emptyDraft, propertyDraftSchema, savedDraftSchema, stepSchema, type Draft } from '@/lib/listings/draft';
import type { SaveIntent } from '@/lib/listings/draft-body';
import { STEP_IDS, STEP_LABELS, stepOfField, type StepId } from '@/lib/listings/draft-steps';
import type { QualityReport } from '@/lib/listings/quality';
import type { Purpose } from '@/lib/listings/catalogue';
import type { ListingStatus } from '@/lib/db/schema';
import type { TileSource } from '@/lib/maps/tiles';
import { showToast } from '@/lib/stores/toasts';
import { Button } from '../ui/Button';
import { answered, fieldErrorsOf, loadEditDetails, loadFeedback, problemDetail, saveListing, type ListingFeedback } from './api';
import { Wizard, type CityOption, type WizardContext } from './context';
import { clearDraft, dropUnownedDraft, readDraft, type DraftOwner } from './draft-storage';
import { editWarning, outcomeMessages, saveOutcome, savesIntoReview, startingPurpose, wizardTitle, type SaveOutcome } from './outcome';
import { useUploads } from './useUploads';
import { sameDraft, useKeptDraft } from './useKeptDraft';
import { stepFromUrl, urlWithStep } from './step-url';
import { STEPS } from './steps';
import { Stepper } from './Stepper';
import { DoneScreen } from './DoneScreen';
// The wizard's styles, a file per part, in the order the page's stylesheet keeps.
import './styles/shell.css';
import './styles/fields.css';
import './styles/location.css';
import './styles/features.css';
import './styles/images.css';
import './styles/review.css';
import { reactIsland } from '@/islands/react-island';

export interface AddPropertyWizardProps {
  purpose: Purpose | null;
  listingId: number | null;
  tiles: TileSource;
  cities: CityOption[];
  owner: { name: string; phone: string };
  /** The signed-in person's identity subject id: their drafts are kept apart from anyone else's on the browser. */
  userKey: string;
}

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string; retry?: boolean } | { kind: 'editing' } | { kind: 'done'; outcome: SaveOutcome; id: number };

function AddPropertyWizard({ purpose, listingId: initialId, tiles, cities, owner, userKey }: AddPropertyWizardProps) {
  const [listingId, setListingId] = useState<number | null>(initialId);
  const [phase, setPhase] = useState<Phase>({ kind: initialId === null ? 'editing' : 'loading' });
  const [step, setStepState] = useState<StepId>('purpose');
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const savingRef = useRef(false);
  const [feedback, setFeedback] = useState<ListingFeedback | null>(null);
  const [quality, setQuality] = useState<QualityReport | null>(null);
  /** The listing's status as loaded (null for a new listing): what a save does to it depends on it. */
  const [status, setStatus] = useState<ListingStatus | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const updatedAt = useRef<string | undefined>(undefined);
  /** The values the wizard started from (a blank form, or the saved listing): a form still equal to them is not kept. */
  const baseline = useRef<Draft | null>(null);
  const ready = useRef(false);
  const storeOf = useCallback((id: number | null): DraftOwner => ({ userKey, listingId: id }), [userKey]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<Draft>({ defaultValues: emptyDraft(purpose) });
  const { getValues, setError, clearErrors, reset, formState, watch, setValue, getFieldState } = form;

  const goTo = useCallback((next: StepId, push = true) => {
    setStepState(next);
    if (push) window.history.pushState({ step: next }, '', urlWithStep(next));
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  }, []);

  const freshDraft = useCallback((): Draft => {
    const blank = emptyDraft(purpose);
    return { ...blank, owner: { ...blank.owner, name: owner.name, phone: owner.phone } };
  }, [purpose, owner.name, owner.phone]);

  /** Reads the saved listing (and the moderator's notes); `keep` restores the local changes made to this very version. */
  const loadSaved = useCallback(
    async (id: number, keep: boolean) => {
      const [details, notes] = await Promise.all([loadEditDetails(id), loadFeedback(id).catch(() => null)]);
      updatedAt.current = details.updatedAt;
      baseline.current = details.draft;
      const stored = keep ? readDraft(storeOf(id)) : null;
      if (stored && stored.updatedAt === details.updatedAt) {
        reset(stored.values);
        setRestored(!sameDraft(stored.values, details.draft));
      } else {
        reset(details.draft);
        setRestored(false);
      }
      setStatus(details.status);
      setFeedback(notes);
      setQuality(details.quality);
    },
    [reset, storeOf],
  );

  /** Opens the saved listing for editing at a step; a failure offers to try again (a dropped connection). */
  const openSaved = useCallback(
    async (id: number, at: StepId) => {
      setPhase({ kind: 'loading' });
      try {
        await loadSaved(id, true);
        setStepState(at);
        window.history.replaceState({}, '', urlWithStep(at));
        setPhase({ kind: 'editing' });
        ready.current = true;
      } catch (error) {
        setPhase({ kind: 'failed', message: problemDetail(error, 'This property could not be loaded.'), retry: true });
      }
    },
    [loadSaved],
  );

  // Load: an edit reads the listing (and the moderator's notes); a new listing restores the local draft.
  useEffect(() => {
    const fromUrl = stepFromUrl();
    dropUnownedDraft(initialId);
    if (initialId === null) {
      const stored = readDraft(storeOf(null));
      const fresh = freshDraft();
      baseline.current = fresh;
      if (stored) {
        // The link's purpose ('Rent out' from the menu) wins over the one kept from last time.
        reset({ ...stored.values, purpose: startingPurpose(purpose, stored.values.purpose) });
        setRestored(!sameDraft(stored.values, fresh));
      } else {
        reset(fresh);
      }
      const first = new URLSearchParams(window.location.search).has('step') ? fromUrl : (stored?.step ?? 'purpose');
      setStepState(first);
      window.history.replaceState({}, '', urlWithStep(first));
      ready.current = true;
      return;
    }
    void openSaved(initialId, fromUrl);
  }, [initialId, purpose, freshDraft, loadSaved, reset, storeOf, openSaved]);

  useEffect(() => {
    const onPop = () => setStepState(stepFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useKeptDraft({ form, listingId, step, storeOf, baseline, ready, updatedAt });

  const showErrors = useCallback(
    (errors: Record<string, string>) => {
      clearErrors();
      for (const [path, message] of Object.entries(errors)) setError(path as keyof Draft, { type: 'validate', message });
    },
    [clearErrors, setError],
  );

  const checkStep = useCallback(
    (which: StepId): boolean => {
      const result = stepSchema(which).safeParse(getValues());
      showErrors(result.success ? {} : draftFieldErrors(result.error));
      return result.success;
    },
    [getValues, showErrors],
  );

  const recheck = useCallback(() => {
    if (Object.keys(formState.errors).length > 0) checkStep(step);
  }, [checkStep, formState.errors, step]);

  const onUploaded = useCallback(
    (image: { id: number; url: string; thumbnailUrl: string; width: number; height: number }) => {
      const images = getValues('images');
      setValue(
        'images',
        [...images, { details: { id: image.id, url: image.url, thumbnailUrl: image.thumbnailUrl, width: image.width, height: image.height }, isCover: images.length === 0, isNew: true }],
        { shouldDirty: true },
      );
      // A message about the pictures goes as soon as there are enough of them (wherever the person is now).
      if (getFieldState('images').error) {
        const result = stepSchema('images').safeParse(getValues());
        const message = result.success ? undefined : draftFieldErrors(result.error).images;
        if (message) setError('images', { type: 'validate', message });
        else clearErrors('images');
      }
    },
    [getValues, setValue, getFieldState, setError, clearErrors],
  );
  const imageRoom = useCallback(() => MAX_IMAGES - getValues('images').length, [getValues]);
  const uploads = useUploads(onUploaded, imageRoom);

  const index = STEP_IDS.indexOf(step);
  const next = () => {
    if (checkStep(step)) goTo(STEP_IDS[Math.min(index + 1, STEP_IDS.length - 1)]);
  };
  const back = () => goTo(STEP_IDS[Math.max(index - 1, 0)]);

  async function save(intent: SaveIntent) {
    // One save at a time: the other button is not disabled (that would drop the keyboard focus), so it asks here.
    if (savingRef.current) return;
    setSaveError(null);
    // Whatever ends up in review must be complete: a published listing saved 'as draft' goes back to review too.
    const complete = savesIntoReview(status, intent);
    const schema = complete ? propertyDraftSchema : savedDraftSchema;
    const parsed = schema.safeParse(getValues());
    if (!parsed.success) {
      const errors = draftFieldErrors(parsed.error);
      showErrors(errors);
      const first = STEP_IDS.find((s) => Object.keys(errors).some((path) => stepOfField(path) === s)) ?? step;
      if (first !== step) goTo(first);
      showToast({ type: 'error', message: complete ? 'Please complete the highlighted fields.' : 'To save a draft, please fill in the highlighted fields.' });
      return;
    }
    if (uploads.pending.some((p) => !p.error)) {
      showToast({ type: 'info', message: 'Please wait until your images have finished uploading.' });
      return;
    }
    setSaving(intent);
    savingRef.current = true;
    try {
      const saved = await saveListing(listingId, parsed.data, intent);
      ready.current = false;
      clearDraft(storeOf(listingId));
      clearDraft(storeOf(initialId));
      setListingId(saved.id);
      const outcome = saveOutcome(intent, saved.status, status);
      setPhase({ kind: 'done', outcome, id: saved.id });
      showToast({ type: 'success', message: outcome.toast });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        showErrors(fields);
        const first = STEP_IDS.find((s) => Object.keys(fields).some((path) => stepOfField(path) === s));
        if (first) goTo(first);
      }
      // Said beside the buttons as well as in a toast: the toast's code may not load (offline on a fresh page).
      const message = answered(error) ? problemDetail(error, outcomeMessages.saveFailed) : outcomeMessages.saveUnreachable;
      setSaveError(message);
      showToast({ type: 'error', message });
    } finally {
      savingRef.current = false;
      setSaving(null);
    }
  }

  /** Drops the local changes: a new listing starts blank, an edit goes back to the listing as saved. */
  const startOver = async () => {
    clearDraft(storeOf(listingId));
    setRestored(false);
    if (listingId === null) {
      baseline.current = freshDraft();
      reset(baseline.current);
      goTo('purpose');
      return;
    }
    ready.current = false;
    setPhase({ kind: 'loading' });
    try {
      await loadSaved(listingId, false);
      setPhase({ kind: 'editing' });
      ready.current = true;
      goTo('purpose');
    } catch (error) {
      setPhase({ kind: 'failed', message: problemDetail(error, 'This property could not be loaded.') });
    }
  };

  const context: WizardContext = useMemo(
    () => ({
      form,
      listingId,
      cities,
      tiles,
      errorOf: (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message,
      recheck,
      feedbackFor: (area) => (feedback?.enabled[area] ? feedback.feedback.filter((f) => f.kind.toLowerCase() === area) : []),
      imageRejections: feedback?.images ?? [],
      warningsFor: (field) => (quality?.warnings ?? []).filter((w) => w.field === field),
      uploads,
    }),
    [form, listingId, cities, tiles, formState.errors, recheck, feedback, quality, uploads],
  );

  if (phase.kind === 'loading') return <div className="wz-shell wz-status" aria-busy="true">Loading your property…</div>;
  if (phase.kind === 'failed') {
    return (
      <div className="wz-shell wz-status">
        <p role="alert">{phase.message}</p>
        {phase.retry && listingId !== null && (
          <Button variant="outline" onClick={() => void openSaved(listingId, stepFromUrl())}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (phase.kind === 'done') return <DoneScreen outcome={phase.outcome} purpose={purpose} />;

  const Step = STEPS[step];
  const title = wizardTitle(initialId !== null, watch('purpose'));
  const warning = editWarning(status);
  return (
    <Wizard.Provider value={context}>
      <div className="wz-shell">
        <Stepper title={title} step={step} onChoose={(id, i) => (i <= index || checkStep(step) ? goTo(id) : undefined)} />

        {restored && (
          <div className="wz-restored" role="status">
            <span>We kept your unsaved changes from last time.</span>
            <button type="button" className="wz-link" onClick={() => void startOver()}>
              Start over
            </button>
          </div>
        )}

        {warning && (
          <p className="wz-review-warning" id="review-warning">
            {warning}
          </p>
        )}

        <form
          className="wz-card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'review') void save('submit');
            else next();
          }}
        >
          <h1 className="wz-title" tabIndex={-1} ref={headingRef}>
            <span className="wz-title-count">
              Step {index + 1} of {STEP_IDS.length}
            </span>
            {STEP_LABELS[step]}
          </h1>
          <Step />
          {saveError && (
            <p className="wz-error wz-save-error" role="alert">
              {saveError}
            </p>
          )}
          <footer className="wz-actions">
            <Button variant="ghost" onClick={back} disabled={index === 0}>
              Back
            </Button>
            <span className="wz-actions-end">
              <Button variant="outline" onClick={() => void save('draft')} loading={saving === 'draft'} loadingLabel="Saving">
                Save as draft
              </Button>
              {step === 'review' ? (
                <Button type="submit" loading={saving === 'submit'} loadingLabel="Saving">
                  Submit for review
                </Button>
              ) : (
                <Button type="submit">Next</Button>
              )}
            </span>
          </footer>
        </form>
      </div>
    </Wizard.Provider>
  );
}

export default reactIsland(AddPropertyWizard);
