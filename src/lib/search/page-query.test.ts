import { describe, expect, it } from 'vitest';
import { agencyDirectoryQuerySchema } from '@/lib/agencies';
import { projectListQuerySchema } from '@/lib/projects';
import { pageQuery } from './page-query';

describe('pageQuery', () => {
  it('keeps the valid values of an address and drops only the wrong ones', () => {
    expect(pageQuery(projectListQuerySchema, { cityId: '2', sort: 'cheapest-first', page: 'abc' })).toMatchObject({ cityId: 2, sort: 'priority', page: 1 });
    const tooLong = pageQuery(projectListQuerySchema, { cityId: '2', q: 'a'.repeat(300), sort: 'price-desc' });
    expect(tooLong).toMatchObject({ cityId: 2, sort: 'price-desc' });
    expect(tooLong.q).toBeUndefined();
    const agencies = pageQuery(agencyDirectoryQuerySchema, { cityId: '3', areaId: '-1', category: 'castle', q: 'Capital' });
    expect(agencies).toMatchObject({ cityId: 3, q: 'Capital' });
    expect([agencies.areaId, agencies.category]).toEqual([undefined, undefined]);
  });

  it('reads a valid address as the schema does, and nothing usable as the defaults', () => {
    const params = { cityId: '2', q: 'Pearl', sort: 'price-asc', page: '2' };
    expect(pageQuery(projectListQuerySchema, params)).toEqual(projectListQuerySchema.parse(params));
    expect(pageQuery(agencyDirectoryQuerySchema, { cityId: 'Lahore', page: '0', pageSize: '1e9' })).toEqual(agencyDirectoryQuerySchema.parse({}));
  });
});
