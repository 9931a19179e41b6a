/** The agency directory's filter as the URL and the API carry it, and what they answer. */
import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/constants';
import { CATEGORY_IDS } from '@/lib/listings/catalogue';
import { propertyTypeIdSchema } from '@/lib/search/schema';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

const id = z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW);

/** How the directory orders agencies. */
export const AGENCY_SORTS = [
  { id: 'listings', label: 'Most listings' },
  { id: 'name', label: 'Name A to Z' },
  { id: 'newest', label: 'Newest on Basera' },
] as const;
export const AGENCY_SORT_IDS = ['listings', 'name', 'newest'] as const;
export type AgencySortId = (typeof AGENCY_SORT_IDS)[number];

export const agencyDirectoryQuerySchema = z.object({
  cityId: id.optional(),
  areaId: id.optional(),
  /** A chosen agency (from a suggestion). */
  agencyId: id.optional(),
  /** Typed name text when no agency was chosen. */
  q: z.string().trim().max(80).optional(),
  /** Agencies with published listings of this category (and type). */
  category: z.enum(CATEGORY_IDS).optional(),
  type: propertyTypeIdSchema.optional(),
  sort: z.enum(AGENCY_SORT_IDS).default('listings'),
  page: id.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type AgencyDirectoryQuery = z.output<typeof agencyDirectoryQuerySchema>;

/** GET /api/search/agencies: the spec's cityId and searchQuery. */
export const agencySuggestQuerySchema = z.object({
  cityId: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.number({ required_error: 'City is required', invalid_type_error: 'City must be a number' }).int().positive('City must be a number').max(MAX_ROW_ID, NO_SUCH_ROW),
  ),
  searchQuery: z.string().trim().max(80).default(''),
});

export const agencySuggestionSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type AgencySuggestion = z.infer<typeof agencySuggestionSchema>;

export interface AgencyCard {
  id: number;
  name: string;
  slug: string;
  cityId: number;
  cityName: string;
  areaName: string | null;
  phone: string | null;
  verified: boolean;
  listingCount: number;
  createdAt: string;
}

export interface AgencyDirectoryPage {
  agencies: AgencyCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
