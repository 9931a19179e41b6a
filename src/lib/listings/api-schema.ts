/** Response shapes of the listing endpoints, for the OpenAPI document. */
import { z } from 'zod';

export const listingCardSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['sale', 'rent']),
  title: z.string(),
  typeLabel: z.string(),
  price: z.number(),
  /** The price before its latest cut, and when that cut was published; null without one. */
  priceCutFrom: z.number().nullable(),
  priceCutAt: z.string().nullable(),
  sizeText: z.string(),
  beds: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  areaName: z.string(),
  cityName: z.string(),
  cover: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  /** When it went on the market: its publication, or its creation if it never was. */
  listedAt: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  path: z.string(),
});

export const nearbyListingSchema = listingCardSchema.extend({ distanceM: z.number().int() });

export const nearbyPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceM: z.number().int(),
});
