import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import {
  STEP_IDS,
  STEP_LABELS,
  draftFieldErrors,
  draftShape,
  emptyDraft,
  isStepId,
  propertyDraftSchema,
  savedDraftSchema,
  stepOfField,
  stepSchema,
  type Draft,
  type SaveIntent,
  type StepId,
} from '@/lib/listings/draft';
import type { QualityReport } from '@/lib/listings/quality';
import type { Purpose } from '@/lib/listings/catalogue';
import { successMessages } from '@/lib/messages';
import { showToast } from '@/lib/stores/toasts';
import { Button } from '../ui/Button';
import { fieldErrorsOf, loadEditDetails, loadFeedback, problemDetail, saveListing, type ListingFeedback } from './api';
import { Wizard, type CityOption, type WizardContext } from './context';
import { clearDraft, readDraft, writeDraft } from './draft-storage';
import { useUploads } from './useUploads';
import { PurposeStep } from './steps/PurposeStep';
import { LocationStep } from './steps/LocationStep';
import { DetailsStep } from './steps/DetailsStep';
import { PriceStep } from './steps/PriceStep';
import { FeaturesStep } from './steps/FeaturesStep';
import { ImagesStep } from './steps/ImagesStep';
import { ContactStep } from './steps/ContactStep';
import { ReviewStep } from './steps/ReviewStep';
import './wizard.css';
import { reactIsland } from '@/islands/react-island';

export interface AddPropertyWizardProps {
  purpose: Purpose | null;
  listingId: number | null;
  tileUrl: string;
  cities: CityOption[];
  owner: { name: string; phone: string };
}

/** The stepper's short names; the step's heading says it in full. */
const SHORT_LABELS: Record<StepId, string> = {
  purpose: 'Type',
  location: 'Location',
  details: 'Details',
  price: 'Price',
  features: 'Features',
  images: 'Images',
  contact: 'Contact',
  review: 'Review',
};

const STEPS: Record<StepId, () => React.JSX.Element> = {
  purpose: PurposeStep,
  location: LocationStep,
  details: DetailsStep,
  price: PriceStep,
  features: FeaturesStep,
  images: ImagesStep,
  contact: ContactStep,
  review: ReviewStep,
};

/** Whether a kept draft says anything the starting values do not (then it is worth a notice). */
function sameDraft(a: Draft, b: Draft): boolean {
  const canonical = (d: Draft) => JSON.stringify(draftShape.parse(d));
  return canonical(a) === canonical(b);
}

function stepFromUrl(): StepId {
  const step = new URLSearchParams(window.location.search).get('step');
  return isStepId(step) ? step : 'purpose';
}

function urlWithStep(step: StepId): string {
  const url = new URL(window.location.href);
  url.searchParams.set('step', step);
  return `${url.pathname}${url.search}`;
}

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'editing' } | { kind: 'done'; intent: SaveIntent; id: number };

function AddPropertyWizard({ purpose, listingId: initialId, tileUrl, cities, owner }: AddPropertyWizardProps) {
  const [listingId, setListingId] = useState<number | null>(initialId);
  const [phase, setPhase] = useState<Phase>({ kind: initialId === null ? 'editing' : 'loading' });
  const [step, setStepState] = useState<StepId>('purpose');
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const [feedback, setFeedback] = useState<ListingFeedback | null>(null);
  const [quality, setQuality] = useState<QualityReport | null>(null);
  const updatedAt = useRef<string | undefined>(undefined);
  const ready = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<Draft>({ defaultValues: emptyDraft(purpose) });
  const { getValues, setError, clearErrors, reset, formState, watch, setValue } = form;

  const goTo = useCallback((next: StepId, push = true) => {
    setStepState(next);
    if (push) window.history.pushState({ step: next }, '', urlWithStep(next));
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  }, []);

  // Load: an edit reads the listing (and the moderator's notes); a new listing restores the local draft.
  useEffect(() => {
    const blank = emptyDraft(purpose);
    const fromUrl = stepFromUrl();
    if (initialId === null) {
      const stored = readDraft(null);
      const fresh = { ...blank, owner: { ...blank.owner, name: owner.name, phone: owner.phone } };
      if (stored) {
        reset({ ...stored.values, purpose: stored.values.purpose ?? purpose });
        setRestored(!sameDraft(stored.values, fresh));
      } else {
        reset(fresh);
      }
      setStepState(new URLSearchParams(window.location.search).has('step') ? fromUrl : (stored?.step ?? 'purpose'));
      window.history.replaceState({}, '', urlWithStep(new URLSearchParams(window.location.search).has('step') ? fromUrl : (stored?.step ?? 'purpose')));
      ready.current = true;
      return;
    }
    void (async () => {
      try {
        const [details, notes] = await Promise.all([loadEditDetails(initialId), loadFeedback(initialId).catch(() => null)]);
        updatedAt.current = details.updatedAt;
        const stored = readDraft(initialId);
        if (stored && stored.updatedAt === details.updatedAt) {
          reset(stored.values);
          setRestored(!sameDraft(stored.values, details.draft));
        } else reset(details.draft);
        setFeedback(notes);
        setQuality(details.quality);
        setStepState(fromUrl);
        window.history.replaceState({}, '', urlWithStep(fromUrl));
        setPhase({ kind: 'editing' });
        ready.current = true;
      } catch (error) {
        setPhase({ kind: 'failed', message: problemDetail(error, 'This property could not be loaded.') });
      }
    })();
  }, [initialId, purpose, owner.name, owner.phone, reset]);

  useEffect(() => {
    const onPop = () => setStepState(stepFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Keep the draft in local storage as the person types.
  useEffect(() => {
    let timer: number | undefined;
    const subscription = watch(() => {
      if (!ready.current) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        // A save that finished meanwhile has cleared the draft; a late write must not bring it back.
        if (!ready.current) return;
        writeDraft(listingId, { values: getValues(), step: stepFromUrl(), updatedAt: updatedAt.current, savedAt: Date.now() });
      }, 250);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [watch, getValues, listingId]);

  useEffect(() => {
    if (ready.current) writeDraft(listingId, { values: getValues(), step, updatedAt: updatedAt.current, savedAt: Date.now() });
  }, [step, listingId, getValues]);

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
    },
    [getValues, setValue],
  );
  const uploads = useUploads(onUploaded);

  const index = STEP_IDS.indexOf(step);
  const next = () => {
    if (checkStep(step)) goTo(STEP_IDS[Math.min(index + 1, STEP_IDS.length - 1)]);
  };
  const back = () => goTo(STEP_IDS[Math.max(index - 1, 0)]);

  async function save(intent: SaveIntent) {
    const schema = intent === 'submit' ? propertyDraftSchema : savedDraftSchema;
    const parsed = schema.safeParse(getValues());
    if (!parsed.success) {
      const errors = draftFieldErrors(parsed.error);
      showErrors(errors);
      const first = STEP_IDS.find((s) => Object.keys(errors).some((path) => stepOfField(path) === s)) ?? step;
      if (first !== step) goTo(first);
      showToast({ type: 'error', message: intent === 'submit' ? 'Please complete the highlighted fields.' : 'To save a draft, please fill in the highlighted fields.' });
      return;
    }
    if (uploads.pending.some((p) => !p.error)) {
      showToast({ type: 'info', message: 'Please wait until your images have finished uploading.' });
      return;
    }
    setSaving(intent);
    try {
      const saved = await saveListing(listingId, parsed.data, intent);
      ready.current = false;
      clearDraft(listingId);
      clearDraft(initialId);
      setListingId(saved.id);
      setPhase({ kind: 'done', intent, id: saved.id });
      showToast({ type: 'success', message: intent === 'submit' ? successMessages.propertySubmitted : 'Your draft has been saved' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        showErrors(fields);
        const first = STEP_IDS.find((s) => Object.keys(fields).some((path) => stepOfField(path) === s));
        if (first) goTo(first);
      }
      showToast({ type: 'error', message: problemDetail(error, 'Your property could not be saved. Please try again.') });
    } finally {
      setSaving(null);
    }
  }

  const startOver = () => {
    clearDraft(listingId);
    reset({ ...emptyDraft(purpose), owner: { ...emptyDraft().owner, name: owner.name, phone: owner.phone } });
    setRestored(false);
    goTo('purpose');
  };

  const context: WizardContext = useMemo(
    () => ({
      form,
      listingId,
      cities,
      tileUrl,
      errorOf: (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message,
      recheck,
      feedbackFor: (area) => (feedback?.enabled[area] ? feedback.feedback.filter((f) => f.kind.toLowerCase() === area) : []),
      imageRejections: feedback?.images ?? [],
      warningsFor: (field) => (quality?.warnings ?? []).filter((w) => w.field === field),
      uploads,
    }),
    [form, listingId, cities, tileUrl, formState.errors, recheck, feedback, quality, uploads],
  );

  if (phase.kind === 'loading') return <div className="wz-shell wz-status" aria-busy="true">Loading your property…</div>;
  if (phase.kind === 'failed') return <div className="wz-shell wz-status" role="alert">{phase.message}</div>;
  if (phase.kind === 'done') {
    const submitted = phase.intent === 'submit';
    return (
      <div className="wz-shell wz-done">
        <div className="wz-done-mark" aria-hidden="true">✓</div>
        <h1>{submitted ? successMessages.propertySubmitted : 'Your draft has been saved'}</h1>
        <p>
          {submitted
            ? 'Our team will review it shortly. You will find it in My Properties under In review.'
            : 'You can come back to it from My Properties under Drafts.'}
        </p>
        <div className="wz-done-actions">
          <a className="btn btn-primary" href={`/my-properties?status=${submitted ? 'in_review' : 'draft'}`}>
            Go to My Properties
          </a>
          <a className="btn btn-outline" href={`/add-property?purpose=${purpose === 'rent' ? 'rent' : 'sell'}`}>
            List another property
          </a>
        </div>
      </div>
    );
  }

  const Step = STEPS[step];
  const title = initialId === null ? (getValues('purpose') === 'rent' ? 'Rent out your property' : 'Sell your property') : 'Edit your property';
  return (
    <Wizard.Provider value={context}>
      <div className="wz-shell">
        <header className="wz-head">
          <p className="wz-eyebrow">{title}</p>
          <ol className="wz-steps" aria-label="Steps">
            {STEP_IDS.map((id, i) => (
              <li key={id} className={i < index ? 'is-done' : i === index ? 'is-current' : ''}>
                <button type="button" onClick={() => (i <= index || checkStep(step) ? goTo(id) : undefined)} aria-current={id === step ? 'step' : undefined} aria-label={`Step ${i + 1}: ${STEP_LABELS[id]}`}>
                  <span className="wz-step-no">{i + 1}</span>
                  <span className="wz-step-label">{SHORT_LABELS[id]}</span>
                </button>
              </li>
            ))}
          </ol>
          <div className="wz-progress" aria-hidden="true">
            <span style={{ width: `${((index + 1) / STEP_IDS.length) * 100}%` }} />
          </div>
        </header>

        {restored && (
          <div className="wz-restored" role="status">
            <span>We kept your unsaved changes from last time.</span>
            <button type="button" className="wz-link" onClick={startOver}>
              Start over
            </button>
          </div>
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
          <footer className="wz-actions">
            <Button variant="ghost" onClick={back} disabled={index === 0}>
              Back
            </Button>
            <span className="wz-actions-end">
              <Button variant="outline" onClick={() => void save('draft')} loading={saving === 'draft'} disabled={saving !== null}>
                Save as draft
              </Button>
              {step === 'review' ? (
                <Button type="submit" loading={saving === 'submit'} disabled={saving !== null}>
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
