import { describe, expect, it } from 'vitest';
import { postedHref, wantedRequestFromForm } from './form-values';
import { wantedRequestSchema } from './schema';

describe('wantedRequestFromForm', () => {
  it('reads numbers as people type them and leaves what is empty out', () => {
    const values = wantedRequestFromForm({
      purpose: 'rent', cityId: '2', areaId: '', category: 'commercial', type: 'shop', sizeUnit: 'sqft',
      minSize: ' 400 ', maxSize: '', minPrice: '50,000', maxPrice: '1,50,000', beds: '', name: 'Seeker', phone: '03001234567', message: '  ',
    });
    expect(values).toEqual({
      purpose: 'rent', cityId: 2, areaId: undefined, category: 'commercial', type: 'shop', sizeUnit: 'sqft',
      minSize: 400, maxSize: undefined, minPrice: 50_000, maxPrice: 150_000, beds: undefined, name: 'Seeker', phone: '03001234567', message: undefined,
    });
    expect(wantedRequestSchema.safeParse(values).success).toBe(true);
  });

  it('passes what is not a number on as not a number, for the schema to refuse', () => {
    const values = wantedRequestFromForm({ purpose: 'sale', cityId: 'x', category: 'plot', name: 'A', phone: '03001234567' });
    expect(values.cityId).toBeNaN();
    const parsed = wantedRequestSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['cityId']));
  });

  it('sends a posted request to its city’s page with the thanks', () => {
    expect(postedHref({ id: 41, cityId: 2 })).toBe('/wanted?cityId=2&posted=41#posted');
  });
});
