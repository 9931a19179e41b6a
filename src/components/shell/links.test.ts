import { describe, expect, it } from 'vitest';
import { MAIN_CITIES, resultsPath } from './links';
import { allShellLinks } from './nav';

describe('shell links', () => {
  it('builds the city-only results address, Islamabad by default', () => {
    expect(resultsPath('sale', 'residential')).toBe('/sale/residential-properties-for-sale-islamabad-1');
    expect(resultsPath('rent', 'commercial')).toBe('/rent/commercial-properties-for-rent-islamabad-1');
    expect(resultsPath('sale', 'plot', MAIN_CITIES[1])).toBe('/sale/plot-properties-for-sale-lahore-2');
  });

  it('lists every menu target once, including the add-property purposes', () => {
    const links = allShellLinks();
    expect(new Set(links).size).toBe(links.length);
    expect(links).toEqual(
      expect.arrayContaining([
        '/add-property?purpose=sell',
        '/add-property?purpose=rent',
        '/projects',
        '/wanted',
        '/blog',
        '/agencies',
        '/area-guides',
        '/sale/plot-properties-for-sale-islamabad-1',
      ]),
    );
  });
});
