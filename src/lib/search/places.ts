/** Shapes of the place answers of the search API, shared by the server and the filter island. */
import { z } from 'zod';

export const placeSuggestionSchema = z.object({
  kind: z.enum(['city', 'area']),
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const breadcrumbSchema = z.object({
  kind: z.enum(['city', 'area']),
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  slug: z.string(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const areaWithCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type AreaWithCity = z.infer<typeof areaWithCitySchema>;

export interface PlacesOfFilter {
  city: { id: number; name: string };
  areas: Array<{ id: number; name: string; cityId: number }>;
}
