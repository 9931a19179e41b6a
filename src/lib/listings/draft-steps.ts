/**
 * The add-property wizard's steps: their ids (the URL's ?step=), names, the draft fields each asks
 * for, and the step a field message or an operator's note sends the owner to.
 */
import type { DraftField } from './draft';

export const STEP_IDS = ['purpose', 'location', 'details', 'price', 'features', 'images', 'contact', 'review'] as const;
export type StepId = (typeof STEP_IDS)[number];

export const STEP_FIELDS: Readonly<Record<StepId, readonly DraftField[]>> = {
  purpose: ['purpose', 'category', 'subType'],
  location: ['city', 'area', 'areaInput', 'areaPinDetails'],
  details: ['name', 'bed', 'bath', 'condition', 'description'],
  price: ['price', 'size', 'sizeUnit'],
  features: ['features'],
  images: ['images'],
  contact: ['owner', 'availability'],
  review: [],
};

export const STEP_LABELS: Readonly<Record<StepId, string>> = {
  purpose: 'Purpose and type',
  location: 'Location',
  details: 'Details',
  price: 'Price and size',
  features: 'Features',
  images: 'Images',
  contact: 'Contact and availability',
  review: 'Review',
};

// Where an operator's note sends the owner: the step holding what it is about.
const FEEDBACK_STEPS: Readonly<Record<string, StepId>> = { PRICE: 'price', DETAILS: 'details', LOCATION: 'location', DESCRIPTION: 'details', TITLE: 'details' };

/**
 * The wizard step 'Fix and resubmit' opens at: the earliest step an operator's note is about (a refused
 * photo is about the images), or the first step when there is none.
 */
export function firstStepToFix(feedbackKinds: readonly string[], photosRefused: boolean): StepId {
  const steps = new Set<StepId>(feedbackKinds.flatMap((kind) => (FEEDBACK_STEPS[kind] ? [FEEDBACK_STEPS[kind]] : [])));
  if (photosRefused) steps.add('images');
  return STEP_IDS.find((step) => steps.has(step)) ?? 'purpose';
}

/** The step a field message belongs to ('owner.phone' -> contact). */
export function stepOfField(path: string): StepId {
  const field = path.split('.')[0] as DraftField;
  return STEP_IDS.find((step) => STEP_FIELDS[step].includes(field)) ?? 'review';
}

export function isStepId(value: unknown): value is StepId {
  return typeof value === 'string' && (STEP_IDS as readonly string[]).includes(value);
}
