import { describe, expect, it } from 'vitest';
import { listingCrumb, typeName } from './type-name';

describe('type names standing alone', () => {
  it('say a plot is a plot', () => {
    expect(typeName('residential-plot')).toBe('Residential Plot');
    expect(typeName('commercial-plot')).toBe('Commercial Plot');
    expect(typeName('plot-file')).toBe('Plot File');
    expect(typeName('agricultural-land')).toBe('Agricultural Land');
    expect(typeName('farmhouse-plot')).toBe('Farmhouse Plot');
  });

  it('leave homes and commercial types as they are', () => {
    expect(typeName('house')).toBe('House');
    expect(typeName('shop')).toBe('Shop');
    expect(typeName('unknown-type')).toBe('unknown-type');
  });

  it("make a listing page's last breadcrumb", () => {
    expect(listingCrumb('residential-plot', 'sale')).toBe('Residential Plot for sale');
    expect(listingCrumb('house', 'rent')).toBe('House for rent');
  });
});
