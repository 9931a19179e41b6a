import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectUnit } from './schema';
import { projectStructuredData } from './structured-data';

const unit = (purpose: 'sale' | 'rent', minPrice: number, maxPrice: number): ProjectUnit => ({
  id: 1, name: '2 Bed Apartment', category: 'residential', type: 'flat', beds: 2, baths: 2, purpose, sizeUnit: 'sqft',
  minSize: 900, maxSize: 1300, minSizeSqft: 900, maxSizeSqft: 1300, minPrice, maxPrice, available: 4,
});

const project: ProjectDetail = {
  id: 9, name: 'Pearl One', slug: 'pearl-one', developer: 'Habib Rafiq', cityId: 1, cityName: 'Islamabad', areaId: 12, areaName: 'G-9',
  status: 'under_construction', possession: '2027-01', coverKey: null, verified: true, minPrice: 9_880_000, maxPrice: 83_000_000,
  unitCount: 2, createdAt: '2026-01-02T00:00:00.000Z', priority: 5, description: 'Apartments in G-9.', features: [], lat: 33.69, lng: 73.03,
  updatedAt: '2026-03-04T00:00:00.000Z', units: [unit('sale', 9_880_000, 15_800_000), unit('sale', 46_700_000, 83_000_000)],
  images: [{ key: 'a', src: '/media/a-840.webp', thumb: '/media/a-320.webp', width: 840, height: 560 }], videoIds: [],
};

describe('projectStructuredData', () => {
  it("describes the project's page, place, pictures and the price range its page shows", () => {
    const data = projectStructuredData(project, 'https://basera.pk');
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://basera.pk/projects/pearl-one-9',
      name: 'Pearl One',
      image: ['https://basera.pk/media/a-840.webp'],
      provider: { name: 'Habib Rafiq' },
      about: { '@type': 'Place', address: { addressLocality: 'G-9', addressRegion: 'Islamabad', addressCountry: 'PK' }, geo: { latitude: 33.69, longitude: 73.03 } },
      offers: { '@type': 'AggregateOffer', lowPrice: 9_880_000, highPrice: 83_000_000, priceCurrency: 'PKR', offerCount: 2, businessFunction: 'http://purl.org/goodrelations/v1#Sell' },
    });
  });

  it('offers monthly rents as a lease, and no offer at all for a project without prices', () => {
    const letting = projectStructuredData({ ...project, units: [unit('rent', 90_000, 150_000)], minPrice: 90_000, maxPrice: 150_000 }, 'https://basera.pk');
    expect(letting.offers).toMatchObject({ businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut', lowPrice: 90_000 });
    const unpriced = projectStructuredData({ ...project, units: [], minPrice: null, maxPrice: null, lat: null, lng: null }, 'https://basera.pk');
    expect(unpriced.offers).toBeUndefined();
    expect(unpriced.about).not.toHaveProperty('geo');
  });
});
