/** Local-storage keys. Prefixed so Basera's entries never collide with other scripts on the page. */
export const STORAGE_KEYS = Object.freeze({
  /** The current id token, sent as the bearer token by the browser request wrapper. */
  token: 'basera:token',
  /** Where to go back to after signing in. */
  redirectUrl: 'basera:redirectUrl',
  recentSearches: 'basera:recentSearches',
  recentLocations: 'basera:recentLocations',
  /** The listings this browser opened, newest first (src/lib/listings/recently-viewed.ts). */
  recentlyViewed: 'basera:recentlyViewed',
  /** The listings put side by side, oldest first (src/lib/listings/compare.ts). */
  compare: 'basera:compare',
  /** The add-property draft, so a half-filled form survives a reload. */
  draftProperty: 'basera:draftProperty',
} as const);

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
