import { describe, expect, it } from 'vitest';
import { parseProjectSlug, projectSlug } from './project-slug';
import { addRecentLocation, addRecentSearch, recentSearchLinks, type RecentLocation, type RecentSearch } from './recent';

describe('project slugs', () => {
  it('builds {name-slug}-{id}', () => {
    expect(projectSlug({ name: 'Bahria Enclave', id: 12 })).toBe('bahria-enclave-12');
    expect(projectSlug({ name: 'Park View City Phase 2', id: 7 })).toBe('park-view-city-phase-2-7');
    expect(projectSlug({ name: '!!!', id: 7 })).toBe('7');
  });

  it('splits a slug into name and id, the id being the last number', () => {
    expect(parseProjectSlug('bahria-enclave-12')).toEqual({ name: 'bahria-enclave', id: 12 });
    expect(parseProjectSlug('park-view-city-phase-2-7')).toEqual({ name: 'park-view-city-phase-2', id: 7 });
    expect(parseProjectSlug('7')).toEqual({ name: '', id: 7 });
    expect(parseProjectSlug('bahria-enclave')).toBeNull();
    expect(parseProjectSlug('bahria-enclave-0')).toBeNull();
    // Past the largest key: no project has it, and PostgreSQL would refuse it in the query.
    expect(parseProjectSlug('bahria-enclave-3000000000')).toBeNull();
  });
});

describe('recent searches', () => {
  const search = (cityId: number, areaId: number | null): RecentSearch => ({ cityId, areaId, category: 'recent' });

  it('keeps the 5 most recent, newest first, without duplicates', () => {
    let list: RecentSearch[] = [];
    for (let area = 1; area <= 6; area++) list = addRecentSearch(list, search(1, area));
    expect(list.map((s) => s.areaId)).toEqual([6, 5, 4, 3, 2]);
    list = addRecentSearch(list, search(1, 4));
    expect(list.map((s) => s.areaId)).toEqual([4, 6, 5, 3, 2]);
    list = addRecentSearch(list, search(2, null));
    expect(list[0]).toEqual(search(2, null));
    expect(list).toHaveLength(5);
  });

  it('does not change the list it is given', () => {
    const list = Object.freeze([search(1, 1)]);
    expect(addRecentSearch(list, search(1, 2))).toHaveLength(2);
    expect(list).toHaveLength(1);
  });

  it('links the home page to the searches that carry their address, and to nothing else', () => {
    const kept = (href: unknown, heading?: string): unknown => ({ ...search(1, 1), href, heading, title: 'F-7, Islamabad' });
    expect(
      recentSearchLinks([
        kept('/rent/residential-properties-for-rent-f-7-islamabad-1-12?bed=2', 'Residential properties for rent in F-7'),
        search(2, null),
        kept('javascript:alert(1)'),
        kept('//elsewhere.example/x'),
        kept('/\\elsewhere.example'),
        kept(42),
        null,
        kept('/sale/plot-properties-for-sale-lahore-2', ''),
      ]),
    ).toEqual([
      { href: '/rent/residential-properties-for-rent-f-7-islamabad-1-12?bed=2', text: 'Residential properties for rent in F-7' },
      { href: '/sale/plot-properties-for-sale-lahore-2', text: 'F-7, Islamabad' },
    ]);
    expect(recentSearchLinks('not a list')).toEqual([]);
    expect(recentSearchLinks(null)).toEqual([]);
  });
});

describe('recent locations', () => {
  const loc = (id: number): RecentLocation => ({ id, title: `Area ${id}`, cityId: 1 });

  it('keeps 5, newest last, without duplicates', () => {
    let list: RecentLocation[] = [];
    for (let id = 1; id <= 6; id++) list = addRecentLocation(list, loc(id));
    expect(list.map((l) => l.id)).toEqual([2, 3, 4, 5, 6]);
    list = addRecentLocation(list, loc(3));
    expect(list.map((l) => l.id)).toEqual([2, 4, 5, 6, 3]);
  });
});
