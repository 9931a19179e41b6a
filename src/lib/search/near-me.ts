/**
 * 'Use my location' on the home search and in the results filter (decision 098): the areas nearest to where
 * the visitor stands, so someone already in Lahore can start from the society they are in without knowing how
 * Basera spells it. No zod and no database here: the browser's code imports this.
 */
import { formatDistance } from '@/lib/maps/distance';

/** Past this an area is not 'near': a visitor in another country, or between cities, gets none. */
export const NEAR_ME_RADIUS_M = 25_000;
/** How many areas the answer lists: the nearest fills the form, the rest become its suggestions. */
export const NEAR_ME_LIMIT = 5;
export const NEAR_ME_MAX_LIMIT = 10;
/** Decimals the browser keeps of a position before sending it: about 110 m, enough to pick an area. */
export const NEAR_ME_DECIMALS = 3;
export const NEAR_ME_PATH = '/api/search/nearestAreas';

export interface NearestArea {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  distanceM: number;
}

/** A coordinate as the browser sends it: rounded, so the address (and any log of it) does not pin a home. */
export function roundedCoordinate(value: number): number {
  const factor = 10 ** NEAR_ME_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** The address that answers the areas near a position, rounded as above. */
export function nearMeHref(position: { lat: number; lng: number }): string {
  return `${NEAR_ME_PATH}?${new URLSearchParams({ lat: String(roundedCoordinate(position.lat)), lng: String(roundedCoordinate(position.lng)) })}`;
}

/** What the home search and the results filter say while they find the visitor, and after. */
export const nearMeMessages = {
  finding: 'Finding where you are…',
  denied: 'Basera cannot see your location. Allow it for this site in your browser, or type an area.',
  unavailable: 'Your location could not be found just now. Try again, or type an area.',
  noneNear: 'No area on Basera is near you yet. Type an area or pick a city instead.',
  failed: 'Nearby areas could not be loaded. Check your connection and try again.',
  found: (area: NearestArea) => `Nearest area: ${area.name}, ${area.cityName} (${away(area)}). Press Search, or pick another area.`,
  /** The results filter adds the nearest area of the city it searches, and searches. */
  added: (area: NearestArea) => `Added ${area.name}, the nearest area (${away(area)}).`,
  alreadyChosen: (area: NearestArea) => `${area.name}, the nearest area (${away(area)}), is already in your search.`,
  otherCity: (area: NearestArea) => `The nearest area, ${area.name}, is in ${area.cityName}. Choose ${area.cityName} as the city to search there.`,
} as const;

function away(area: NearestArea): string {
  return `${area.distanceM < 100 ? 'less than 100 m' : formatDistance(area.distanceM)} away`;
}

/** What 'Use my location' does in the results filter, which searches one city: the first nearest area of that city not yet chosen. */
export function nearestInCity(
  found: readonly NearestArea[],
  cityId: number,
  chosenIds: ReadonlySet<number>,
): { kind: 'add'; area: NearestArea } | { kind: 'chosen'; area: NearestArea } | { kind: 'other-city'; area: NearestArea } | { kind: 'none' } {
  if (found.length === 0) return { kind: 'none' };
  const inCity = found.filter((area) => area.cityId === cityId);
  if (inCity.length === 0) return { kind: 'other-city', area: found[0] };
  const fresh = inCity.find((area) => !chosenIds.has(area.id));
  return fresh ? { kind: 'add', area: fresh } : { kind: 'chosen', area: inCity[0] };
}

/** The message for a GeolocationPositionError's code: 1 is a refusal, 2 and 3 a position not found in time. */
export function geolocationErrorMessage(code: number): string {
  return code === 1 ? nearMeMessages.denied : nearMeMessages.unavailable;
}
