import { buildHref } from '@/lib/search/navigation';
import type { WantedRequestInput } from './schema';

/**
 * The Wanted form's fields as the API takes them: sizes and budgets as numbers (commas as people type
 * them are dropped), and what was left empty as absent. The script sends this as JSON; the page reads a
 * form posted without script through it too, so both are checked by the same schema.
 */
export function wantedRequestFromForm(fields: Record<string, string | undefined>): WantedRequestInput {
  const number = (value: string | undefined) => (value?.trim() ? Number(value.replace(/,/g, '').trim()) : undefined);
  const text = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    purpose: fields.purpose as WantedRequestInput['purpose'],
    cityId: number(fields.cityId) as number,
    areaId: number(fields.areaId),
    category: fields.category as WantedRequestInput['category'],
    type: text(fields.type),
    sizeUnit: text(fields.sizeUnit) as WantedRequestInput['sizeUnit'],
    minSize: number(fields.minSize),
    maxSize: number(fields.maxSize),
    minPrice: number(fields.minPrice),
    maxPrice: number(fields.maxPrice),
    beds: number(fields.beds),
    name: fields.name as string,
    phone: fields.phone as string,
    message: text(fields.message),
  };
}

/**
 * Where a request just posted is shown: its city's page, at the thanks (the request is first in the list
 * below). Named, so a redirect from the form's own address (…#post) does not land on the form again.
 */
export function postedHref(posted: { id: number | string; cityId: number | string }): string {
  return `${buildHref('/wanted', { cityId: posted.cityId, posted: posted.id })}#posted`;
}
