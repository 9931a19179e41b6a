/** What the area guide and analytics calls answer. */
import { z } from 'zod';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

const seriesPoint = z.object({ month: z.string(), value: z.number().nullable(), count: z.number().int() });

export const purposeStatsSchema = z.object({
  /** Published listings now. */
  total: z.number().int(),
  averagePrice: z.number().nullable(),
  /** Mean of each listing's price per square foot. */
  pricePerSqft: z.number().nullable(),
});

export const areaAnalyticsSchema = z.object({
  areaId: z.number().int(),
  months: z.array(z.string()),
  sale: purposeStatsSchema,
  rent: purposeStatsSchema,
  trends: z.object({
    /** Average asking price per square foot of sale listings posted each month. */
    salePricePerSqft: z.array(seriesPoint),
    /** Average monthly rent of rent listings posted each month. */
    averageRent: z.array(seriesPoint),
    /** Average asking price of sale listings posted each month. */
    averageSalePrice: z.array(seriesPoint),
  }),
  computedAt: z.string(),
});
export type AreaAnalytics = z.infer<typeof areaAnalyticsSchema>;
export type PurposeStats = z.infer<typeof purposeStatsSchema>;

export const areaRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const areaGuideSchema = z.object({
  area: areaRefSchema.extend({ lat: z.number(), lng: z.number() }),
  city: areaRefSchema,
  analytics: areaAnalyticsSchema,
  nearby: z.array(areaRefSchema.extend({ distanceKm: z.number() })),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  editorial: z.object({ summary: z.string(), body: z.string(), updatedAt: z.string() }).nullable(),
});
export type AreaGuideData = z.infer<typeof areaGuideSchema>;

export const areaIdParamsSchema = z.object({ areaId: z.coerce.number({ invalid_type_error: 'Area must be a number' }).int().positive('Area must be a number').max(MAX_ROW_ID, NO_SUCH_ROW) });
