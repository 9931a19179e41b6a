/** schema.org data for a listing page, so search engines can show price, place and pictures. */
import type { ListingDetail } from './detail.server';

const RESIDENCE_TYPES: Record<string, string> = {
  house: 'SingleFamilyResidence',
  'farm-house': 'SingleFamilyResidence',
  flat: 'Apartment',
  'pent-house': 'Apartment',
  'hotel-suites': 'Apartment',
  'lower-portion': 'Apartment',
  'upper-portion': 'Apartment',
  annexe: 'Apartment',
  basement: 'Apartment',
};

function absolute(path: string, site: string): string {
  return new URL(path, site).href;
}

export function listingStructuredData(detail: ListingDetail, site: string): Record<string, unknown> {
  const url = absolute(detail.path, site);
  const place: Record<string, unknown> = {
    '@type': RESIDENCE_TYPES[detail.type] ?? 'Place',
    name: detail.title,
    address: { '@type': 'PostalAddress', addressLocality: detail.area.name, addressRegion: detail.city.name, addressCountry: 'PK' },
  };
  if (detail.lat !== null && detail.lng !== null) place.geo = { '@type': 'GeoCoordinates', latitude: detail.lat, longitude: detail.lng };
  if (place['@type'] !== 'Place') {
    place.floorSize = { '@type': 'QuantitativeValue', value: Math.round(detail.sizeSqft), unitCode: 'FTK' };
    if (detail.beds !== null) place.numberOfBedrooms = Math.max(0, detail.beds);
    if (detail.baths !== null) place.numberOfBathroomsTotal = detail.baths;
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: detail.title,
    description: detail.description.slice(0, 500),
    datePosted: detail.listedAt,
    dateModified: detail.updatedAt,
    image: detail.images.slice(0, 6).map((image) => absolute(image.src, site)),
    offers: {
      '@type': 'Offer',
      price: detail.price,
      priceCurrency: 'PKR',
      businessFunction: detail.purpose === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/InStock',
      url,
    },
    about: place,
  };
}
