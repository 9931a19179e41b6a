import { propertyType } from '@/lib/listings/catalogue';

/**
 * A property type's name on its own, where no category is shown beside it (a breadcrumb, a card's
 * facts): the plot types named after their use ('Residential', 'Commercial') read 'Residential Plot',
 * 'Commercial Plot', so a plot is never taken for a home or a shop. Other names stand as they are.
 */
export function typeName(type: string): string {
  const known = propertyType(type);
  if (!known) return type;
  return known.category === 'plot' && !/plot|land|file/i.test(known.label) ? `${known.label} Plot` : known.label;
}

/** A listing page's last breadcrumb: 'House for sale', 'Residential Plot for sale', 'Shop for rent'. */
export function listingCrumb(type: string, purpose: 'sale' | 'rent'): string {
  return `${typeName(type)} for ${purpose}`;
}
