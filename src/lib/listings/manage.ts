/**
 * My Properties: the tabs, the removal reasons and the bodies of the owner's management calls, one
 * zod schema each, shared by the page's script and the endpoints. Pure: safe in the browser.
 */
import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/constants';
import { UNREACHABLE } from '@/lib/stores/toast-events';
import type { ListingStatus } from '@/lib/db/schema';
import { propertyIdSchema } from './schema';
import { LISTING_STATUSES } from './lifecycle';
import { MAX_ROW_ID, NO_SUCH_PAGE } from '@/lib/db/values';

export const MY_PROPERTY_TABS: readonly { status: ListingStatus; label: string }[] = [
  { status: 'draft', label: 'Draft' },
  { status: 'in_review', label: 'In review' },
  { status: 'published', label: 'Published' },
  { status: 'removed', label: 'Removed' },
  { status: 'rejected', label: 'Rejected' },
];

export type StatusCounts = Record<ListingStatus, number>;

export function emptyCounts(): StatusCounts {
  return { draft: 0, in_review: 0, published: 0, removed: 0, rejected: 0 };
}

/** The tab a page address asks for; anything else shows drafts (the spec's default link). */
export function tabOf(value: string | null | undefined): ListingStatus {
  return (LISTING_STATUSES as readonly string[]).includes(value ?? '') ? (value as ListingStatus) : 'draft';
}

/**
 * The tab My Properties opens on when the address names none (the account menu's link): the first, in
 * the tabs' order, that holds a property, so an owner whose listings are all published sees them rather
 * than 'You haven't drafted any properties yet'; drafts when there are none at all
 * (docs/decisions/050-managing-listings.md).
 */
export function landingTab(counts: StatusCounts): ListingStatus {
  return MY_PROPERTY_TABS.find((t) => counts[t.status] > 0)?.status ?? 'draft';
}

/** What a search of a tab found: '4 of 61 published properties match “DHA”.' */
export function searchSummary(found: number, inTab: number, tabLabel: string, search: string): string {
  return `${found} of ${inTab} ${tabLabel.toLowerCase()} ${inTab === 1 ? 'property' : 'properties'} ${found === 1 ? 'matches' : 'match'} “${search}”.`;
}

/**
 * Why an owner takes a listing off the market. `sold`: a deal was made, so its price may be given (the
 * price it sold for, or the monthly rent it let for); `purpose`: the listings the reason fits (null: any).
 */
export const REMOVAL_REASONS = [
  { id: 'sold-on-basera', label: 'Sold on Basera', sold: true, purpose: 'sale' },
  { id: 'sold-elsewhere', label: 'Sold elsewhere', sold: true, purpose: 'sale' },
  { id: 'rented-on-basera', label: 'Rented out on Basera', sold: true, purpose: 'rent' },
  { id: 'rented-elsewhere', label: 'Rented out elsewhere', sold: true, purpose: 'rent' },
  { id: 'not-available', label: 'No longer available', sold: false, purpose: null },
  { id: 'other', label: 'Other', sold: false, purpose: null },
] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number]['id'];
const removalIds = REMOVAL_REASONS.map((r) => r.id) as [RemovalReason, ...RemovalReason[]];

/** Whether a removal reason fits a listing: a rental is not sold, a house for sale is not rented out. */
export function removalReasonFits(reason: string, purpose: 'sale' | 'rent'): boolean {
  const found = REMOVAL_REASONS.find((r) => r.id === reason);
  return found !== undefined && (found.purpose === null || found.purpose === purpose);
}

/** What the deal price of a removed listing is called on its card. */
export function dealPriceLabel(purpose: 'sale' | 'rent'): string {
  return purpose === 'rent' ? 'Rented for' : 'Sold for';
}

/** The remove dialog's price field, for a listing of this purpose. */
export function dealPriceField(purpose: 'sale' | 'rent'): { label: string; placeholder: string } {
  return purpose === 'rent'
    ? { label: 'Monthly rent in PKR (optional)', placeholder: 'e.g. 150000' }
    : { label: 'Selling price in PKR (optional)', placeholder: 'e.g. 25000000' };
}

/** Words for a stored removal reason, including the ones the system sets. */
export function removalReasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  if (reason === 'expired') return 'Expired';
  if (reason === 'taken-down') return 'Taken down by Basera';
  return REMOVAL_REASONS.find((r) => r.id === reason)?.label ?? reason;
}

export const manageMessages = {
  renewed: 'Your property has been renewed',
  removed: 'Your property has been removed',
  deleted: 'Your property has been deleted',
  reasonRequired: 'Please choose why you are removing this property',
  sellingPriceInvalid: 'Selling price must be a whole number of rupees',
  othersTooLong: 'Please keep this under 500 characters',
  changedMeanwhile: 'This listing changed while you were looking at it. Reload the page and try again.',
  failed: 'That did not work. Please try again.',
  unreachable: UNREACHABLE,
  /** The last card of a page (or a search) left the tab; others remain on other pages. */
  pageEmptied: 'No properties left on this page.',
} as const;

export const OTHERS_MAX = 500;

/**
 * How far ahead My Properties offers to renew published listings together (docs/decisions/091): an agent who
 * looks in once a week renews what would lapse before the next visit in one go.
 */
export const RENEW_AHEAD_DAYS = 7;

/** Whether a published listing's expiry falls within RENEW_AHEAD_DAYS of `now` (its card's date is marked). */
export function expiresSoon(expiresAt: string | null, now = Date.now()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) < now + RENEW_AHEAD_DAYS * 86_400_000;
}

/** The line over the published tab: '3 of your properties expire within 7 days.' */
export function expiringSoonText(count: number): string {
  return count === 1
    ? `1 of your properties expires within ${RENEW_AHEAD_DAYS} days.`
    : `${count} of your properties expire within ${RENEW_AHEAD_DAYS} days.`;
}

/** Its button: 'Renew it' for one, 'Renew all 3' for more. */
export function renewExpiringLabel(count: number): string {
  return count === 1 ? 'Renew it' : `Renew all ${count}`;
}

/** What renewing them together answers: how many, and the one new expiry date they share. */
export function renewedManyText(count: number, expiresOn: string): string {
  if (count === 0) return `None of your properties expire within ${RENEW_AHEAD_DAYS} days.`;
  return count === 1 ? `1 property renewed. It now expires on ${expiresOn}.` : `${count} properties renewed. They now expire on ${expiresOn}.`;
}

export const removeSchema = z.object({
  propertyId: propertyIdSchema,
  reason: z.enum(removalIds, { errorMap: () => ({ message: manageMessages.reasonRequired }) }),
  // Typed as people write amounts here ('1,25,00,000', '25 000 000'); empty or null means not given.
  sellingPrice: z.preprocess(
    (value) => (value === null ? undefined : typeof value === 'string' ? value.replace(/[,\s]/g, '') || undefined : value),
    z.coerce
      .number({ invalid_type_error: manageMessages.sellingPriceInvalid })
      .int(manageMessages.sellingPriceInvalid)
      .positive(manageMessages.sellingPriceInvalid)
      .max(1_000_000_000_000, manageMessages.sellingPriceInvalid)
      .optional(),
  ),
  others: z
    .string()
    .trim()
    .max(OTHERS_MAX, manageMessages.othersTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type RemoveValues = z.output<typeof removeSchema>;

export const statusQuerySchema = z.object({
  type: z.enum(LISTING_STATUSES as [ListingStatus, ...ListingStatus[]], {
    errorMap: () => ({ message: `Type is one of ${LISTING_STATUSES.join(', ')}` }),
  }).optional(),
  page: z.coerce.number().int().min(1, 'Page starts at 1').max(MAX_ROW_ID, NO_SUCH_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE, `Page size is at most ${PAGE_SIZE}`).default(PAGE_SIZE),
  /** Within the tab: a title or area containing this, or a listing's reference ('862', 'ref 862'). */
  q: z.string().trim().max(80, 'Search is at most 80 characters').default(''),
});

export const seenSchema = z.object({
  propertyId: propertyIdSchema,
  phone: z.string().trim().min(1, 'Phone is required').max(20, 'Phone is too long'),
});

/** One listing in a My Properties tab. */
export interface MyPropertyItem {
  id: number;
  title: string;
  purpose: 'sale' | 'rent';
  price: number;
  status: ListingStatus;
  cover: string | null;
  place: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  expiresAt: string | null;
  removedAt: string | null;
  removalReason: string | null;
  /** Why Basera's team took it down (the operator's words), for a listing taken down after a report. */
  takenDownBecause: string | null;
  sellingPrice: number | null;
  views: number;
  inquiries: number;
  unreadInquiries: number;
  openFeedback: number;
  path: string;
}

export interface StatusPage {
  type: ListingStatus;
  page: number;
  pageSize: number;
  total: number;
  items: MyPropertyItem[];
  counts: StatusCounts;
}
