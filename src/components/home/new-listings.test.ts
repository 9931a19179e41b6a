import { describe, expect, it } from 'vitest';
import { MAIN_CITIES } from '@/components/shell/links';
import { newListingsChoice, newListingsHref } from './new-listings';

const choice = (query: string) => newListingsChoice(new URLSearchParams(query));

describe("the home page's newest listings", () => {
  it('show listings for sale in Islamabad unless the address asks for another purpose or main city', () => {
    expect(choice('')).toEqual({ purpose: 'sale', city: MAIN_CITIES[0] });
    expect(choice('purpose=rent&city=2')).toEqual({ purpose: 'rent', city: MAIN_CITIES[1] });
  });

  it('fall back to the defaults for anything else in the address', () => {
    expect(choice('purpose=lease&city=999')).toEqual({ purpose: 'sale', city: MAIN_CITIES[0] });
    expect(choice('city=2.0&purpose=RENT')).toEqual({ purpose: 'sale', city: MAIN_CITIES[0] });
    expect(choice('city=%3Cscript%3E')).toEqual({ purpose: 'sale', city: MAIN_CITIES[0] });
  });

  it('link to the home address of a choice, leaving the defaults out, and back to the section', () => {
    expect(newListingsHref({ purpose: 'sale', city: MAIN_CITIES[0] })).toBe('/#new-listings');
    expect(newListingsHref({ purpose: 'rent', city: MAIN_CITIES[2] })).toBe('/?purpose=rent&city=3#new-listings');
    for (const c of MAIN_CITIES) {
      for (const purpose of ['sale', 'rent'] as const) {
        const href = newListingsHref({ purpose, city: c });
        expect(choice(new URL(href, 'http://x').search)).toEqual({ purpose, city: c });
      }
    }
  });
});
