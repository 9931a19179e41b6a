/**
 * schema.org data for a project page, in the shape of a listing page's (RealEstateListing about a
 * place): search engines can show the price range, the place and the pictures. The range is the one the
 * page shows (units for sale, else the monthly rents; see projectPriceRange).
 */
import type { ProjectDetail } from './schema';
import { projectPath } from './rules';

const absolute = (path: string, site: string) => new URL(path, site).href;

export function projectStructuredData(project: ProjectDetail, site: string): Record<string, unknown> {
  const url = absolute(projectPath(project), site);
  const place: Record<string, unknown> = {
    '@type': 'Place',
    name: project.name,
    address: { '@type': 'PostalAddress', addressLocality: project.areaName ?? project.cityName, addressRegion: project.cityName, addressCountry: 'PK' },
  };
  if (project.lat !== null && project.lng !== null) place.geo = { '@type': 'GeoCoordinates', latitude: project.lat, longitude: project.lng };
  const rentOnly = project.units.length > 0 && project.units.every((unit) => unit.purpose === 'rent');
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: project.name,
    description: project.description.slice(0, 500),
    datePosted: project.createdAt,
    dateModified: project.updatedAt,
    image: project.images.slice(0, 6).map((image) => absolute(image.src, site)),
    provider: { '@type': 'Organization', name: project.developer },
    about: place,
  };
  if (project.minPrice !== null && project.maxPrice !== null) {
    data.offers = {
      '@type': 'AggregateOffer',
      lowPrice: project.minPrice,
      highPrice: project.maxPrice,
      priceCurrency: 'PKR',
      offerCount: project.units.length,
      businessFunction: rentOnly ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      url,
    };
  }
  return data;
}
