/**
 * Where 'See listings like these' on a Wanted request leads: the results page for the request's
 * place, purpose, category, type, budget and size (decision 030). Results choose beds exactly, a request
 * asks for at least so many, so the link leaves beds to the reader (a studio stays a studio).
 */
import { STUDIO_BEDS } from '@/lib/constants';
import { sizeCap, type SizeUnitId } from '@/lib/money/units';
import { defaultListingFilter, type ListingFilter } from '@/lib/search/schema';
import { listingResultsHref } from '@/lib/search/url';
import type { WantedCard } from './schema';

type Request = Pick<
  WantedCard,
  'purpose' | 'category' | 'type' | 'cityId' | 'cityName' | 'areaId' | 'areaName' | 'minPrice' | 'maxPrice' | 'minSizeSqft' | 'maxSizeSqft' | 'beds'
>;

const KANAL_SQFT = 4500;

/** The size range in square feet, or in kanal when it goes past what a square-feet search takes. */
function sizeRange(min: number | null, max: number | null): Pick<ListingFilter, 'sizeUnit' | 'minSize' | 'maxSize'> {
  const unit: SizeUnitId = Math.max(min ?? 0, max ?? 0) <= sizeCap('sqft') ? 'sqft' : 'kanal';
  const per = unit === 'sqft' ? 1 : KANAL_SQFT;
  const cap = sizeCap(unit);
  // Rounded outwards, so no listing the request matches falls outside the link's range.
  const low = min === null ? 0 : Math.floor((min / per) * 100) / 100;
  const high = max === null ? cap : Math.min(cap, Math.ceil((max / per) * 100) / 100);
  return { sizeUnit: unit, minSize: low, maxSize: high };
}

export function wantedResultsFilter(request: Request): ListingFilter {
  return {
    ...defaultListingFilter(),
    city: { id: request.cityId, name: request.cityName },
    areaList: request.areaId !== null && request.areaName ? [{ id: request.areaId, title: request.areaName }] : [],
    purpose: request.purpose === 'sale' ? 'buy' : 'rent',
    category: request.category,
    type: request.type,
    minPrice: request.minPrice,
    maxPrice: request.maxPrice,
    bed: request.beds === STUDIO_BEDS ? STUDIO_BEDS : defaultListingFilter().bed,
    ...sizeRange(request.minSizeSqft, request.maxSizeSqft),
  };
}

export function wantedResultsHref(request: Request): string {
  return listingResultsHref(wantedResultsFilter(request));
}
