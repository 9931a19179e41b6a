/** Distances on the map: how far two points are, a box around one, and how a distance reads. */
const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A lat/lng box that holds every point within `radius` metres, so an index can narrow the search. */
export function boundingBox(lat: number, lng: number, radius: number) {
  // Metres in one degree on the same sphere distanceMeters uses, with 1% to spare at the edges.
  const perDegree = (EARTH_RADIUS_M * Math.PI) / 180;
  const reach = radius * 1.01;
  const dLat = reach / perDegree;
  const dLng = reach / (perDegree * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** '350 m', '1.2 km'. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;
}
