/**
 * The add/edit property draft: one zod schema shared by the wizard (react-hook-form) and the
 * property endpoints, so the person and the server are told the same thing in the same words.
 *
 * Two levels of completeness (docs/decisions/040-quality-checks.md, 'Drafts'):
 * - 'draft'  (Save as draft): what makes it a listing at all: purpose, type, city, area, title,
 *            size and price. Anything else given must still be valid.
 * - 'submit' (Submit for review): everything, including rooms, condition, images, the owner's
 *            contact and visiting times.
 *
 * The wizard's steps are in draft-steps.ts, the visiting times in draft-availability.ts, and the
 * request body of the property endpoints in draft-body.ts.
 */
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, MAX_LISTING_PRICE, MAX_ROOMS, MIN_IMAGES_PLOT, MIN_IMAGES_PROPERTY, STUDIO_BEDS } from '@/lib/constants';
import { addPropertyMessages } from '@/lib/messages';
import { isEmptyAfterSpecialCharacters } from '@/lib/forms/rules';
import { formatPriceShort } from '@/lib/money/price';
import { SIZE_UNIT_IDS, sizeUnit, type SizeUnitId } from '@/lib/money/units';
import { phoneError } from '@/lib/phone';
import {
  CATEGORY_IDS,
  CONDITION_IDS,
  DEFAULT_CATEGORY,
  DEFAULT_PROPERTY_TYPE,
  FACINGS,
  PURPOSE_IDS,
  featureFits,
  findFeature,
  hasRooms,
  isValidFeatureValue,
  propertyType,
  type CategoryId,
  type Purpose,
} from './catalogue';
import { ANYTIME, availabilitySchema } from './draft-availability';
import { STEP_FIELDS, type StepId } from './draft-steps';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const MAX_IMAGES = 30;
/** Monthly rent cap (1 Crore) and sale price cap (10 Arab), far above any real listing. */
export const MAX_RENT = 10_000_000;
export const MAX_SALE = MAX_LISTING_PRICE;

/** House wording for rules the spec names without giving a text. */
export const draftMessages = {
  typeRequired: 'Please choose a property type',
  /** An area typed but not one of ours (nor picked from the suggestions). */
  areaFromList: 'Please choose the area from the suggestions',
  titleTooLong: `Please keep the property name under ${TITLE_MAX} characters`,
  descriptionTooLong: `Please keep the description under ${DESCRIPTION_MAX} characters`,
  notANumber: 'Please enter a number',
  sizePositive: 'Size must be more than 0',
  sizeCap: (cap: number, unitLabel: string) => `Size can be at most ${cap} ${unitLabel}`,
  pricePositive: 'Price must be more than 0',
  priceWhole: 'Price must be in whole rupees',
  priceCap: (cap: number) => `Price can be at most ${formatPriceShort(cap)}`,
  roomsChoice: 'Please choose from the list',
  daysRequired: 'Please choose at least one day',
  endAfterStart: 'End time must be after start time',
  tooManyImages: `You can add up to ${MAX_IMAGES} images`,
  oneCover: 'Please choose one cover image',
  featureValue: (text: string) => `Please choose a valid value for ${text}`,
  unknownFeature: 'This feature is not on our list',
} as const;

// Number fields arrive as numbers (API) or as text (a form input); empty means not given.
function toNumberOrNull(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string') {
    const cleaned = value.replace(/,/g, '').trim();
    if (cleaned === '') return null;
    const parsed = Number(cleaned);
    return Number.isFinite(parsed) ? parsed : value;
  }
  return value;
}

const numberField = z.preprocess(
  toNumberOrNull,
  z.number({ invalid_type_error: draftMessages.notANumber }).finite().nullable(),
);

const placeRefSchema = z.object({ id: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW), name: z.string().max(200) });
export type PlaceRef = z.infer<typeof placeRefSchema>;

export const pinSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The area the pin suggested, when one was found. */
  address: z.string().max(300).optional(),
});
export type Pin = z.infer<typeof pinSchema>;


export const draftImageSchema = z.object({
  details: z.object({
    id: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW),
    url: z.string().max(500).optional(),
    thumbnailUrl: z.string().max(500).optional(),
    width: z.number().int().positive().max(100_000).nullable().optional(),
    height: z.number().int().positive().max(100_000).nullable().optional(),
  }),
  isCover: z.boolean().default(false),
  /** Set by the wizard on an edit: the image is new to this listing / replaced since it was loaded. */
  isNew: z.boolean().optional(),
  isModified: z.boolean().optional(),
  /** A moderator's reason, shown to the owner; never taken from the owner. */
  rejectionReason: z.enum(['inappropriate', 'blurred', 'watermark', 'generic']).nullable().optional(),
});
export type DraftImage = z.infer<typeof draftImageSchema>;

const ownerSchema = z.object({
  name: z.string().trim().max(100).default(''),
  code: z.string().trim().regex(/^\+?\d{1,4}$/, 'Please choose a country code').default(DEFAULT_COUNTRY_CODE),
  phone: z.string().trim().max(20).default(''),
});

const enumOrNull = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) }).nullable().default(null);

/** The fields of the draft, each checked on its own; the rules between fields are in checkDraft(). */
export const draftShape = z.object({
  purpose: enumOrNull(PURPOSE_IDS, addPropertyMessages.purpose),
  category: z.enum(CATEGORY_IDS).default(DEFAULT_CATEGORY),
  /** A property type id of the category: 'house', 'residential-plot', 'shop'… (listings.type). */
  subType: z.string().max(50).default(DEFAULT_PROPERTY_TYPE),
  city: placeRefSchema.nullable().default(null),
  area: placeRefSchema.nullable().default(null),
  /** What the person typed in the area box, kept so the field reads the same after a reload. */
  areaInput: z.string().max(200).default(''),
  areaPinDetails: pinSchema.nullable().default(null),
  name: z.string().trim().max(TITLE_MAX, draftMessages.titleTooLong).default(''),
  size: numberField.default(null),
  sizeUnit: z.enum(SIZE_UNIT_IDS).default('marla'),
  price: numberField.default(null),
  bed: numberField.default(null),
  bath: numberField.default(null),
  condition: enumOrNull(CONDITION_IDS, addPropertyMessages.condition),
  description: z.string().trim().max(DESCRIPTION_MAX, draftMessages.descriptionTooLong).default(''),
  features: z.record(z.union([z.number(), z.boolean(), z.string()])).default({}),
  images: z.array(draftImageSchema).max(MAX_IMAGES, draftMessages.tooManyImages).default([]),
  availability: availabilitySchema.default(ANYTIME),
  owner: ownerSchema.default({ name: '', code: DEFAULT_COUNTRY_CODE, phone: '' }),
});

export type Draft = z.output<typeof draftShape>;
export type DraftMode = 'draft' | 'submit';
export type DraftField = keyof Draft;


export function minImages(category: CategoryId): number {
  return category === 'plot' ? MIN_IMAGES_PLOT : MIN_IMAGES_PROPERTY;
}

export function priceCap(purpose: Purpose | null): number {
  return purpose === 'rent' ? MAX_RENT : MAX_SALE;
}

/** Beds: Studio (-1) or 1 to 10 (10 is '10+'); baths 1 to 10. */
function isRoomCount(value: number, studio: boolean): boolean {
  return Number.isInteger(value) && ((studio && value === STUDIO_BEDS) || (value >= 1 && value <= MAX_ROOMS));
}

export type DraftIssue = { path: string; message: string };

/** Every rule between fields, in field order. `only` limits the check to some fields (a step). */
export function draftIssues(draft: Draft, mode: DraftMode, only?: readonly DraftField[]): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const want = (field: DraftField) => !only || only.includes(field);
  const add = (path: string, message: string) => issues.push({ path, message });
  const submit = mode === 'submit';

  if (want('purpose') && !draft.purpose) add('purpose', addPropertyMessages.purpose);
  if (want('subType') && propertyType(draft.subType)?.category !== draft.category) add('subType', draftMessages.typeRequired);

  if (want('city') && !draft.city) add('city', addPropertyMessages.city);
  if (want('area') && !draft.area) {
    const typed = draft.areaInput.trim() !== '';
    add('area', !draft.city ? addPropertyMessages.cityFirst : typed ? draftMessages.areaFromList : addPropertyMessages.area);
  }

  // Punctuation alone ('---') is no name: it is as blank as an empty box.
  if (want('name') && isEmptyAfterSpecialCharacters(draft.name)) add('name', addPropertyMessages.propertyName);

  const rooms = hasRooms(draft.category);
  if (want('bed') && draft.category === 'residential') {
    if (draft.bed === null) {
      if (submit) add('bed', addPropertyMessages.bed);
    } else if (!isRoomCount(draft.bed, true)) add('bed', draftMessages.roomsChoice);
  }
  if (want('bath') && rooms) {
    if (draft.bath === null) {
      if (submit) add('bath', addPropertyMessages.bath);
    } else if (!isRoomCount(draft.bath, false)) add('bath', draftMessages.roomsChoice);
  }
  if (want('condition') && rooms && submit && !draft.condition) add('condition', addPropertyMessages.condition);

  if (want('size')) {
    const unit = sizeUnit(draft.sizeUnit as SizeUnitId);
    if (draft.size === null) add('size', addPropertyMessages.size);
    else if (draft.size <= 0) add('size', draftMessages.sizePositive);
    else if (draft.size > unit.cap) add('size', draftMessages.sizeCap(unit.cap, unit.label));
  }
  if (want('price')) {
    const cap = priceCap(draft.purpose);
    if (draft.price === null) add('price', addPropertyMessages.price);
    else if (draft.price <= 0) add('price', draftMessages.pricePositive);
    else if (!Number.isInteger(draft.price)) add('price', draftMessages.priceWhole);
    else if (draft.price > cap) add('price', draftMessages.priceCap(cap));
  }

  if (want('features')) {
    for (const [id, value] of Object.entries(draft.features)) {
      const feature = findFeature(id);
      if (!feature) add(`features.${id}`, draftMessages.unknownFeature);
      // Set before the category became a plot: not shown, not kept (normaliseDraft), so not a message.
      else if (!featureFits(feature, draft.category)) continue;
      else if (!isValidFeatureValue(feature, value)) add(`features.${id}`, draftMessages.featureValue(feature.text));
    }
  }

  if (want('images')) {
    const needed = minImages(draft.category);
    if (submit && draft.images.length < needed) {
      add('images', addPropertyMessages.images);
    } else if (draft.images.filter((i) => i.isCover).length > 1) add('images', draftMessages.oneCover);
  }

  if (want('owner')) {
    if (submit && isEmptyAfterSpecialCharacters(draft.owner.name)) add('owner.name', addPropertyMessages.ownerName);
    if (draft.owner.phone === '') {
      if (submit) add('owner.phone', addPropertyMessages.phone);
    } else {
      const wrong = phoneError(draft.owner.code, draft.owner.phone);
      if (wrong) add('owner.phone', wrong);
    }
  }

  if (want('availability') && draft.availability.availability === 'days') {
    const { days, startTime, endTime } = draft.availability;
    if (submit && days.length === 0) add('availability.days', draftMessages.daysRequired);
    if (startTime === '' && endTime !== '') add('availability.startTime', addPropertyMessages.startTimeFirst);
    else if (submit && (startTime === '' || endTime === '')) {
      add(startTime === '' ? 'availability.startTime' : 'availability.endTime', addPropertyMessages.startAndEndTime);
    } else if (startTime !== '' && endTime !== '' && endTime <= startTime) add('availability.endTime', draftMessages.endAfterStart);
  }
  return issues;
}

/**
 * A clean copy for storing: the cover made unique (the first image when none is marked), 'Anytime'
 * without days or times, rooms, condition and building features (kitchens, floors…) dropped where the
 * category has none: a house's answers kept after switching to a plot must not reach the plot's page.
 */
export function normaliseDraft(draft: Draft): Draft {
  const coverIndex = Math.max(0, draft.images.findIndex((i) => i.isCover));
  const rooms = hasRooms(draft.category);
  return {
    ...draft,
    bed: draft.category === 'residential' ? draft.bed : null,
    bath: rooms ? draft.bath : null,
    condition: rooms ? draft.condition : null,
    features: Object.fromEntries(Object.entries(draft.features).filter(([id]) => {
      const feature = findFeature(id);
      return !feature || featureFits(feature, draft.category);
    })),
    images: draft.images.map((image, index) => ({ ...image, isCover: index === coverIndex })),
    availability: draft.availability.availability === 'anytime' ? { ...ANYTIME } : draft.availability,
  };
}

export function refineWith(mode: DraftMode | ((draft: Draft) => DraftMode), only?: readonly DraftField[]) {
  return (draft: Draft, ctx: z.RefinementCtx) => {
    const resolved = typeof mode === 'function' ? mode(draft) : mode;
    for (const issue of draftIssues(draft, resolved, only)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path.split('.'), message: issue.message });
    }
  };
}

/** A draft ready for review (the wizard's Submit, and the server for status in_review). */
export const propertyDraftSchema = draftShape.superRefine(refineWith('submit')).transform(normaliseDraft);
/** A draft good enough to keep (Save as draft). */
export const savedDraftSchema = draftShape.superRefine(refineWith('draft')).transform(normaliseDraft);

/** The fields of one step, checked as on submit; the other fields are read only for context. */
export function stepSchema(step: StepId) {
  return draftShape.superRefine(refineWith('submit', STEP_FIELDS[step]));
}


/** A fresh draft, for a new listing of a purpose. */
export function emptyDraft(purpose: Purpose | null = null): Draft {
  return draftShape.parse({ purpose });
}

/** One message per field path from a failed parse (the first issue of each path wins). */
export function draftFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * Chips for the features a person has set, as the wizard and the review show them: 'Gas', 'Floors: 2'.
 * Given the category, only the features it has (a plot's list leaves out the kitchens set for a house).
 */
export function featureChips(features: Draft['features'], category?: CategoryId): { id: string; label: string }[] {
  return Object.entries(features).flatMap(([id, value]) => {
    const feature = findFeature(id);
    if (!feature || value === false || value === '' || value === 0) return [];
    if (category && !featureFits(feature, category)) return [];
    const shown = feature.type === 'facing' ? (FACINGS.find((f) => f.id === value)?.label ?? String(value)) : String(value);
    return [{ id, label: value === true ? feature.text : `${feature.text}: ${shown}` }];
  });
}
