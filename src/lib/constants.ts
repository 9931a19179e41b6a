/**
 * Business constants of Basera (product spec, section 9). Every other module takes its numbers
 * from here, so a limit changes in one place.
 */

/** Listings, liked properties and my-properties pages show this many items per page. */
export const PAGE_SIZE = 30;

/** Filters wait this long after the last change before searching again (a new page of results). */
export const DEBOUNCE_MS = 1000;

/**
 * Suggestion boxes (areas, agencies) ask the server this long after the last key: a short list from a
 * small query, which people look for as they type. Decision 012.
 */
export const SUGGEST_DELAY_MS = 300;

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 6000;

/** Prices are stored and shown in Pakistani rupees unless the visitor picks another currency. */
export const DEFAULT_CURRENCY = 'PKR';

/** Dialling code pre-selected in phone fields (Pakistan). */
export const DEFAULT_COUNTRY_CODE = '92';

/** Islamabad is the city a search starts in. */
export const DEFAULT_CITY = { id: 1, name: 'Islamabad' } as const;

/** Radius, in metres, of the nearby-places search around a listing. */
export const NEARBY_RADIUS_M = 1000;

/** The highest rent price step in the filter dropdowns (PKR 10 Lac a month). */
export const MAX_RENT_PRICE = 1_000_000;

/** The highest sale price step in the filter dropdowns (PKR 1 Arab). */
export const MAX_SALE_PRICE = 1_000_000_000;

/**
 * The most a listing may ask (10 Arab, far above any real one), so the most a price in a search can mean.
 * Prices are whole rupees in bigint columns: PostgreSQL refuses a fraction or a number past its range
 * in a query ('invalid input syntax for type bigint') where SQLite compares it.
 */
export const MAX_LISTING_PRICE = 10_000_000_000;

/** Year lists (e.g. 'Built in year') start here. */
export const START_YEAR = 1950;

/** Below this viewport width (px) the mobile layout and drawer are used. */
export const MOBILE_BREAKPOINT_PX = 600;

/** Scrolling past this many px gives the transparent mobile top bar its shadow. */
export const TOP_BAR_SHADOW_SCROLL_PX = 50;

/** Largest image file a user may upload, in bytes (the '5 mb' of the message). */
export const IMAGE_MAX_BYTES = 5_000_000;

/** Uploaded images are re-encoded at this quality (0..1). */
export const IMAGE_QUALITY = 0.7;

/** Width, in px, that stands in for 'original' in image paths when no other size is asked for. */
export const IMAGE_DEFAULT_WIDTH = 840;

/** Plots need at least this many images; residential and commercial listings need more. */
export const MIN_IMAGES_PLOT = 1;
export const MIN_IMAGES_PROPERTY = 3;

/** Identity-provider user pool ids are at most this long. */
export const POOL_ID_MAX_LENGTH = 55;

/** The identity pool's own password minimum; the sign-up form asks for more. */
export const POOL_PASSWORD_MIN_LENGTH = 6;

/** The sign-up and change-password forms' password minimum. */
export const FORM_PASSWORD_MIN_LENGTH = 8;

/** The product's own auth cookie lasts this many days. */
export const AUTH_COOKIE_DAYS = 1000;

/** The identity client's cookie storage default lifetime, in days. */
export const IDENTITY_COOKIE_DAYS = 365;

/** Revoking a refresh token retries with exponential backoff between these bounds (ms), plus jitter. */
export const REVOKE_BACKOFF_START_MS = 100;
export const REVOKE_BACKOFF_MAX_MS = 5000;

/** A local-storage entry lives this long unless told otherwise: 30 days in ms. */
export const STORAGE_DEFAULT_TTL_MS = 2_592_000_000;

/** Recent searches and recent locations each keep this many entries. */
export const RECENT_LIMIT = 5;
/** The most listing cards GET /api/data/property/cards answers at once (a visitor's recently viewed). */
export const MAX_CARDS_ASKED = 24;

/** Floors run from 1 to this many in the 'Floors' feature and dropdowns. */
export const MAX_FLOORS = 12;

/** Bed and bath options run 1..9, then a '10+' option counted as this value. */
export const MAX_ROOMS = 10;

/** Bed 'Studio' is stored as this number. */
export const STUDIO_BEDS = -1;

/** Cities in the first this-many places of the city list are the 'top' cities. */
export const TOP_CITIES = 5;
