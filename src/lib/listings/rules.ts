/**
 * Pure rules of the listing detail page: how a listing's stored values read to a person (key facts,
 * features by category, availability), where its pictures live, and the distance sums behind
 * 'nearby'. No database, no framework: islands and server both import these.
 */
import { FEATURE_CATEGORIES, featuresOf, AVAILABILITY, CONDITIONS, FACINGS, PURPOSES, propertyType, roomLabel } from './catalogue';
import { STUDIO_BEDS } from '@/lib/constants';
import type { FeatureCategoryId } from './catalogue';
import { formatSize, type SizeUnitId } from '@/lib/money/units';
import { imageUrl } from '@/lib/text/images';
import { parseJson } from '@/lib/db/values';

export type ListingPurpose = 'sale' | 'rent';

/** The address of a listing's own page. */
export function listingPath(purpose: ListingPurpose, id: number): string {
  return `/${purpose}/${id}`;
}

/**
 * When a listing went on the market, as 'Added …' and the results' newest-first order read it: the
 * moment it was published. A listing never published (its owner's preview) has only its creation.
 */
export function listedAt(row: { published_at: string | null; created_at: string }): string {
  return row.published_at ?? row.created_at;
}

/** A listing's bedrooms in words, as cards and pages show them: '1 bed', '3 beds', '10+ beds', 'Studio'. */
export function bedsText(beds: number | null): string | null {
  if (beds === null) return null;
  return beds === STUDIO_BEDS ? 'Studio' : `${roomLabel(beds)} ${beds === 1 ? 'bed' : 'beds'}`;
}

/** A listing's bathrooms in words: '1 bath', '2 baths', '10+ baths'. */
export function bathsText(baths: number | null): string | null {
  return baths === null ? null : `${roomLabel(baths)} ${baths === 1 ? 'bath' : 'baths'}`;
}

/** Image sizes kept for every listing picture (see the media store). */
export const LISTING_IMAGE_WIDTHS = [400, 840] as const;

/**
 * The address of one size of a stored picture: its key names the 'original' size. This is the
 * clean picture (owner, moderators); public pages use publicImageSrc (media/public.server.ts).
 * `host` is the image host watermarked paths are served from.
 */
export function listingImageSrc(storageKey: string, width: (typeof LISTING_IMAGE_WIDTHS)[number] = 840, host?: string): string {
  const sized = imageUrl(storageKey, { size: width, host });
  return /^https?:\/\//i.test(sized) || sized.startsWith('/') ? sized : `/media/${sized}`;
}

export interface Fact {
  label: string;
  value: string;
}

export interface FactSource {
  id: number;
  purpose: ListingPurpose;
  type: string;
  sizeValue: number;
  sizeUnit: SizeUnitId;
  beds: number | null;
  baths: number | null;
  condition: string | null;
  areaName: string;
  cityName: string;
  added: string;
  updated: string | null;
}

export function typeLabel(type: string): string {
  return propertyType(type)?.label ?? type;
}

export function conditionLabel(condition: string | null): string | null {
  if (!condition) return null;
  return CONDITIONS.find((c) => c.id === condition)?.label ?? null;
}

export function purposeLabel(purpose: ListingPurpose): string {
  return `For ${PURPOSES.find((p) => p.id === purpose)?.label.toLowerCase() ?? purpose}`;
}

/** The key facts table, in the order a buyer scans it; facts a listing lacks are left out. */
export function keyFacts(source: FactSource): Fact[] {
  const facts: Array<Fact | null> = [
    { label: 'Type', value: typeLabel(source.type) },
    { label: 'Size', value: formatSize(source.sizeValue, source.sizeUnit) },
    source.beds === null ? null : { label: 'Beds', value: roomLabel(source.beds) },
    source.baths === null ? null : { label: 'Baths', value: roomLabel(source.baths) },
    conditionLabel(source.condition) ? { label: 'Condition', value: conditionLabel(source.condition)! } : null,
    { label: 'Purpose', value: purposeLabel(source.purpose) },
    { label: 'Area', value: source.areaName },
    { label: 'City', value: source.cityName },
    { label: 'Added', value: source.added },
    source.updated ? { label: 'Updated', value: source.updated } : null,
    // The number agents and owners read out on the phone; /find-property opens it (decision 093).
    { label: 'Property ID', value: String(source.id) },
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

export interface FeatureGroup {
  id: FeatureCategoryId;
  label: string;
  items: Fact[];
}

function featureValueText(type: string, value: unknown): string | null {
  switch (type) {
    case 'boolean':
      return value === true ? '' : null;
    case 'facing':
      return FACINGS.find((f) => f.id === value)?.label ?? null;
    case 'counter':
    case 'year':
    case 'floors':
      return typeof value === 'number' && value > 0 ? String(value) : null;
    default:
      return typeof value === 'string' && value !== '' && value !== 'None' ? value : null;
  }
}

/**
 * The features a listing has, grouped by category in the catalogue's order. A yes/no feature shows
 * only when it is yes (its value reads ''); zero counts and unknown ids are left out.
 */
export function groupFeatures(featuresJson: string | null | undefined, listingCategory?: string | null): FeatureGroup[] {
  const values = parseJson<Record<string, unknown>>(featuresJson, {});
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return [];
  return FEATURE_CATEGORIES.map((category) => ({
    id: category.id,
    label: category.label,
    items: featuresOf(category.id, listingCategory).flatMap((f) => {
      const text = featureValueText(f.type, values[f.id]);
      return text === null ? [] : [{ label: f.text, value: text }];
    }),
  })).filter((group) => group.items.length > 0);
}

interface StoredAvailability {
  availability?: string;
  days?: string[];
  startTime?: string | null;
  endTime?: string | null;
}

function clock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time;
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** When the owner can show the property: 'Anytime', or 'Saturday, Sunday · 10:00 am to 5:00 pm'. */
export function describeAvailability(json: string | null | undefined): string | null {
  const stored = parseJson<StoredAvailability | null>(json, null);
  if (!stored || typeof stored !== 'object') return null;
  const days = (stored.days ?? []).filter((d) => d !== 'anytime');
  if (stored.availability === 'anytime' || (stored.days ?? []).includes('anytime') || days.length === 0) return 'Anytime';
  const order = AVAILABILITY.map((a) => a.id as string);
  const labels = [...days]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((d) => AVAILABILITY.find((a) => a.id === d)?.label ?? d);
  const hours = stored.startTime && stored.endTime ? ` · ${clock(stored.startTime)} to ${clock(stored.endTime)}` : '';
  return `${labels.join(', ')}${hours}`;
}

/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' are written as \u escapes so a
 * title holding '</script>' cannot end the script, and the line separators JavaScript rejects too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
