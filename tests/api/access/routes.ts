/**
 * API routes outside the access matrix, and why. The coverage test in access-matrix.test.ts fails
 * when a route file appears that is in none of the lists, so a new endpoint gets a decision.
 */

/** Signed in, but they read or write only the caller's own rows (or shared catalogue data). */
export const SELF_SCOPED = [
  'POST data/property',
  'POST data/images',
  'POST data/images/duplicateImages',
  'POST data/property/quality',
  'POST data/property/renewExpiring',
  'POST data/property/inquiries/seenAll',
  'GET data/property/nearestArea',
  'POST data/property/migrate/user',
  'POST data/wanted/index',
  'DELETE data/wanted/[id]',
  'POST data/projectLikes/like',
  'DELETE data/projectLikes/dislike',
  'GET data/projects/liked',
  'GET data/savedSearches/index',
  'POST data/savedSearches/index',
  'POST data/savedSearches/delete',
  'GET preferences/notices',
  'POST preferences/notices',
];

/**
 * Open to visitors on purpose: the catalogue, search, places and projects; sign-in, sign-up and
 * codes (rate-limited, tests/api/access/rate-limits.test.ts); messages to owners (inquiries,
 * contact, reports: rate-limited); view counts; the currency preference (a cookie); the session
 * cookie itself; social sign-in's start and return (guarded by state and PKCE, tests/api/accounts/social.test.ts);
 * the API documents and health.
 */
export const PUBLIC_BY_DESIGN = [
  'ALL [...path]',
  'GET auth/callback',
  'GET auth/config',
  'GET auth/social/[provider]',
  'POST auth/confirm-account',
  'POST auth/confirm-account/code',
  'POST auth/legacy-sign-in',
  'POST auth/sign-up',
  'GET data/areas/analytics/[areaId]',
  'GET data/areas/areasById',
  'GET data/areas/areasCityById',
  'GET data/areas/guide/[areaId]',
  'GET data/breadcrumbs',
  'GET data/cities',
  'GET data/cities/topAreasByCities',
  'POST data/inquiry',
  'GET data/materials',
  'GET data/projects/[id]',
  'GET data/projects/index',
  'POST data/projects/inquiry',
  'GET data/projects/names',
  'GET data/property/cards',
  'GET data/property/nearbyProperties',
  'GET data/property/topCitiesProperties',
  'POST data/propertyContact',
  'POST data/propertyReport',
  'POST data/propertyViews',
  'GET data/wanted/cities',
  'GET data/wanted/index',
  'GET health',
  'GET openapi.json',
  'POST preferences/currency',
  'GET search/agencies',
  'GET search/cityArea',
  'GET search/google/nearbyPlaces',
  'GET search/nearestAreas',
  'GET search/listings',
  'POST session',
  'DELETE session',
  'POST v2/email/otp',
  'POST v2/phone/otp',
  'POST v2/verify/otp',
];
