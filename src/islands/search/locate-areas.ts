/**
 * Where the visitor is, as the areas nearest to it (decision 098): the browser's position, rounded, sent to
 * `GET /api/search/nearestAreas`. Shared by the home search and the results filter.
 */
import { geolocationErrorMessage, nearMeHref, nearMeMessages, type NearestArea } from '@/lib/search/near-me';

/** A position that arrives within this, or one the browser found in the last ten minutes; no GPS needed. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 };

export type Located = { kind: 'found'; areas: NearestArea[] } | { kind: 'failed'; message: string };

/** Whether this browser can tell where it is at all; where not, no 'Use my location' is offered. */
export function canLocate(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

/** The areas nearest the browser (none when nothing is near), or the message that says why there are none. */
export async function locateNearestAreas(): Promise<Located> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    return { kind: 'failed', message: geolocationErrorMessage((error as GeolocationPositionError).code) };
  }
  try {
    const response = await fetch(nearMeHref({ lat: position.coords.latitude, lng: position.coords.longitude }));
    if (!response.ok) return { kind: 'failed', message: nearMeMessages.failed };
    return { kind: 'found', areas: (await response.json()) as NearestArea[] };
  } catch {
    return { kind: 'failed', message: nearMeMessages.failed };
  }
}
