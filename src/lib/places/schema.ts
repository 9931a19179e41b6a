import { z } from 'zod';

/** 'top' marks the first cities of the list (the ones people search most); 'all' the rest. */
export const cityCategorySchema = z.enum(['top', 'all']);

export const citySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  lat: z.number(),
  lng: z.number(),
  category: cityCategorySchema,
});
export type CitySummary = z.infer<typeof citySummarySchema>;

export const areaSummarySchema = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type AreaSummary = z.infer<typeof areaSummarySchema>;

export const cityTopAreasSchema = z.object({
  city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  areas: z.array(areaSummarySchema),
});
export type CityTopAreas = z.infer<typeof cityTopAreasSchema>;

/** How many cities count as 'top'. */
export const TOP_CITY_COUNT = 5;
/** How many areas each top city shows. */
export const TOP_AREAS_PER_CITY = 10;
