/** What the project pages and the project API accept and answer. Shared by the server and the page scripts. */
import { z } from 'zod';
import { personNameSchema } from '@/lib/forms/schema';
import { PAGE_SIZE } from '@/lib/constants';
import { optionalEmailSchema } from '@/lib/accounts/rules';
import { contactPhoneSchema } from '@/lib/phone/schema';
import { PROJECT_SORT_IDS } from '@/lib/search/schema';
import { PURPOSE_IDS } from '@/lib/listings/catalogue';
import { SIZE_UNIT_IDS } from '@/lib/money/units';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

const id = z.coerce.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW);

/** The project list's query string: what the GET form on /projects sends. */
export const projectListQuerySchema = z.object({
  cityId: id.optional(),
  /** A chosen project (from a suggestion) narrows the list to it. */
  projectId: id.optional(),
  /** Typed text: matched against project names when no project was chosen. */
  q: z.string().trim().max(80).optional(),
  sort: z.enum(PROJECT_SORT_IDS).default('priority'),
  page: id.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const projectNamesQuerySchema = z.object({
  cityId: id.optional(),
  searchQuery: z.string().trim().max(80).default(''),
});

export const projectIdBodySchema = z.object({ projectId: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW) });
export const projectIdQuerySchema = z.object({ projectId: id });

export const INQUIRY_MESSAGE_MAX = 1000;

/** An inquiry about a project: name, a Pakistani phone, an optional e-mail and a message. */
export const projectInquirySchema = z.object({
  projectId: z.number({ required_error: 'Project is required' }).int().positive().max(MAX_ROW_ID, NO_SUCH_ROW),
  name: personNameSchema(80, 'Name is too long'),
  phone: contactPhoneSchema,
  email: optionalEmailSchema,
  message: z
    .string({ required_error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(INQUIRY_MESSAGE_MAX, `Message is too long (at most ${INQUIRY_MESSAGE_MAX} characters)`),
});
export type ProjectInquiryInput = z.input<typeof projectInquirySchema>;
export type ProjectInquiry = z.output<typeof projectInquirySchema>;

export const projectCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  developer: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  status: z.enum(['upcoming', 'under_construction', 'ready']),
  possession: z.string().nullable(),
  coverKey: z.string().nullable(),
  verified: z.boolean(),
  /** Across the project's units; null when it has none yet. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  unitCount: z.number().int(),
  createdAt: z.string(),
  priority: z.number().int(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

export const projectUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(['residential', 'plot', 'commercial']),
  type: z.string(),
  beds: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  /** 'sale', or 'rent' (its prices are then monthly rents). */
  purpose: z.enum(PURPOSE_IDS),
  /** The unit the developer quotes the size in; minSize and maxSize are in it, rounded to 2 decimals. */
  sizeUnit: z.enum(SIZE_UNIT_IDS),
  minSize: z.number(),
  maxSize: z.number(),
  minSizeSqft: z.number(),
  maxSizeSqft: z.number(),
  minPrice: z.number(),
  maxPrice: z.number(),
  available: z.number().int(),
});
export type ProjectUnit = z.infer<typeof projectUnitSchema>;

export const projectImageSchema = z.object({
  key: z.string(),
  src: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProjectImage = z.infer<typeof projectImageSchema>;

/** A project with what its page shows besides the card. */
export const projectDetailSchema = projectCardSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  updatedAt: z.string(),
  units: z.array(projectUnitSchema),
  /** In gallery order; the cover alone when the project has no pictures of its own. */
  images: z.array(projectImageSchema),
  /** YouTube video ids. */
  videoIds: z.array(z.string()),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectPageSchema = z.object({
  projects: z.array(projectCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;
