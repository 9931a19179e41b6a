/**
 * Quality checks on a listing: warnings shown to the person before they submit, and stored with
 * the listing (listings.quality) for moderators. Pure: the caller looks up the market and the
 * area's centroid. Thresholds and their reasons: docs/decisions/040-quality-checks.md.
 */
import type { FeedbackKind } from '@/lib/db/schema';
import { formatPriceShort } from '@/lib/money/price';
import { toSquareFeet } from '@/lib/money/units';
import type { Draft } from './draft';
import { distanceMeters } from '@/lib/maps/distance';

/** The going price per square foot of comparable published listings. */
export interface MarketPrice {
  medianPerSqft: number;
  /** How many listings the median is taken over. */
  sample: number;
  /** Whether the comparables are from the chosen area or, too few there, the whole city. */
  scope: 'area' | 'city';
}

export const QUALITY = {
  /** Fewer comparables than this and the market says nothing. */
  minSample: 5,
  /** Price per sq ft against the median: below `unrealisticBelow` or above `unrealisticAbove` times is unrealistic. */
  unrealisticBelow: 0.2,
  unrealisticAbove: 5,
  belowMarket: 0.7,
  aboveMarket: 1.5,
  titleMin: 15,
  /** A title with at least this many letters and no lower-case letter is 'all capitals'. */
  capitalsMinLetters: 6,
  descriptionMin: 50,
  /** A pin further than this from the chosen area's centre is probably in another area; also how far the pin's area suggestion reaches (location.server.ts). */
  pinMaxMetres: 3000,
  /** More bedrooms than one per this many square feet does not fit in the size given. */
  sqftPerBedMin: 250,
} as const;

export type PriceVerdict = 'unrealistic' | 'below_market' | 'within_market' | 'above_market';

export interface QualityWarning {
  /** The feedback kind the warning is about, so it shows beside the same fields as moderator feedback. */
  kind: FeedbackKind;
  code: string;
  /** The draft field it concerns. */
  field: string;
  message: string;
}

export interface QualityReport {
  warnings: QualityWarning[];
  price: { verdict: PriceVerdict; perSqft: number; marketPerSqft: number; scope: 'area' | 'city'; sample: number } | null;
}

export interface QualityContext {
  market: MarketPrice | null;
  /** The centre of the chosen area. */
  areaCentroid: { lat: number; lng: number } | null;
}

const PHONE = /(?:\+?\d[\s\-().]*){10,}/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const LINK = /(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|pk|net|org|io|co|info|biz)\b/i;
const MESSENGER = /\b(?:whats\s?app|call\s+me|contact\s+me|viber|telegram)\b/i;

export function hasPhoneNumber(text: string): boolean {
  return PHONE.test(text);
}

export function hasLink(text: string): boolean {
  return LINK.test(text) || EMAIL.test(text);
}

export function isAllCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= QUALITY.capitalsMinLetters && !/\p{Ll}/u.test(letters) && /\p{Lu}/u.test(letters);
}

export function priceVerdict(perSqft: number, medianPerSqft: number): PriceVerdict {
  const ratio = perSqft / medianPerSqft;
  if (ratio < QUALITY.unrealisticBelow || ratio > QUALITY.unrealisticAbove) return 'unrealistic';
  if (ratio < QUALITY.belowMarket) return 'below_market';
  if (ratio > QUALITY.aboveMarket) return 'above_market';
  return 'within_market';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The market from comparables' price per sq ft: the area's when it has enough, else the city's. */
export function marketFrom(areaPerSqft: number[], cityPerSqft: number[]): MarketPrice | null {
  if (areaPerSqft.length >= QUALITY.minSample) return { medianPerSqft: median(areaPerSqft), sample: areaPerSqft.length, scope: 'area' };
  if (cityPerSqft.length >= QUALITY.minSample) return { medianPerSqft: median(cityPerSqft), sample: cityPerSqft.length, scope: 'city' };
  return null;
}

const priceMessages: Record<Exclude<PriceVerdict, 'within_market'>, (market: string, scope: string) => string> = {
  unrealistic: (m, s) => `This price looks unrealistic: similar properties in ${s} go for about ${m} per sq. ft. Please check for a missing or extra zero.`,
  below_market: (m, s) => `This price is well below the market: similar properties in ${s} go for about ${m} per sq. ft.`,
  above_market: (m, s) => `This price is well above the market: similar properties in ${s} go for about ${m} per sq. ft.`,
};

export function checkQuality(draft: Draft, context: QualityContext): QualityReport {
  const warnings: QualityWarning[] = [];
  const warn = (kind: FeedbackKind, code: string, field: string, message: string) => warnings.push({ kind, code, field, message });
  let price: QualityReport['price'] = null;

  const sqft = draft.size && draft.size > 0 ? toSquareFeet(draft.size, draft.sizeUnit) : null;
  if (draft.price && sqft && context.market && context.market.medianPerSqft > 0) {
    const perSqft = draft.price / sqft;
    const verdict = priceVerdict(perSqft, context.market.medianPerSqft);
    const { medianPerSqft, scope, sample } = context.market;
    price = { verdict, perSqft: Math.round(perSqft), marketPerSqft: Math.round(medianPerSqft), scope, sample };
    if (verdict !== 'within_market') {
      const where = scope === 'area' ? (draft.area?.name ?? 'this area') : (draft.city?.name ?? 'this city');
      warn('PRICE', verdict, 'price', priceMessages[verdict](`PKR ${formatPriceShort(Math.round(medianPerSqft))}`, where));
    }
  }

  const title = draft.name.trim();
  if (title !== '') {
    if (title.length < QUALITY.titleMin) warn('TITLE', 'title_short', 'name', `A longer title helps: say what it is and where, in at least ${QUALITY.titleMin} characters.`);
    if (isAllCapitals(title)) warn('TITLE', 'title_capitals', 'name', 'Please do not write the title in capital letters only.');
    if (hasPhoneNumber(title)) warn('TITLE', 'title_phone', 'name', 'Please remove the phone number from the title; buyers see your contact details separately.');
    if (hasLink(title)) warn('TITLE', 'title_link', 'name', 'Please remove links and e-mail addresses from the title.');
  }

  const description = draft.description.trim();
  if (description.length < QUALITY.descriptionMin) {
    warn('DESCRIPTION', 'description_short', 'description', `A description of at least ${QUALITY.descriptionMin} characters helps buyers: the rooms, the street, what is nearby.`);
  }
  if (hasPhoneNumber(description) || hasLink(description) || MESSENGER.test(description)) {
    warn('DESCRIPTION', 'description_contact', 'description', 'Please remove phone numbers, links and other contact details from the description; they are shown separately.');
  }

  if (draft.category === 'residential' && sqft && draft.bed && draft.bed > 0 && sqft / draft.bed < QUALITY.sqftPerBedMin) {
    warn('DETAILS', 'beds_for_size', 'bed', `${draft.bed} bedrooms is a lot for ${Math.round(sqft)} sq. ft. Please check the size and its unit.`);
  }
  if (draft.bed && draft.bath && draft.bed > 0 && draft.bath > draft.bed + 3) {
    warn('DETAILS', 'baths_for_beds', 'bath', 'There are many more bathrooms than bedrooms. Please check the numbers.');
  }

  if (draft.areaPinDetails && context.areaCentroid) {
    const metres = distanceMeters(draft.areaPinDetails, context.areaCentroid);
    if (metres > QUALITY.pinMaxMetres) {
      warn('LOCATION', 'pin_far', 'areaPinDetails', `The map pin is ${(metres / 1000).toFixed(1)} km from ${draft.area?.name ?? 'the chosen area'}. Please check the area or move the pin.`);
    }
  } else if (!draft.areaPinDetails) {
    warn('LOCATION', 'pin_missing', 'areaPinDetails', 'Put a pin on the map so people can find the property.');
  }

  return { warnings, price };
}
