import { buildHref } from '@/lib/search/navigation';

/**
 * Where a request just kept open is shown: its city's list, at the request, which the page then marks
 * as kept open (only for its poster). The same for the form posted without script and for the script.
 */
export function keptOpenHref(kept: { id: number | string; cityId: number | string }): string {
  return `${buildHref('/wanted', { cityId: kept.cityId, renewed: kept.id })}#request-${kept.id}`;
}
