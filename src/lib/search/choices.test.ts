import { describe, expect, it } from 'vitest';
import { readChoices, serializeChoices, type FilterChoices } from './choices';

describe('filter choices handed to the filter island', () => {
  it('come back as they were sent, names with quotes and markup included', () => {
    const choices: FilterChoices = {
      cities: [{ id: 2, name: 'Lahore' }],
      areas: [{ id: 21, name: 'DHA Phase 6' }, { id: 30, name: `"Allama" <Iqbal> Town's` }],
      agencies: [],
    };
    const sent = serializeChoices(choices);
    expect(typeof sent).toBe('string');
    expect(readChoices(sent)).toEqual(choices);
  });
});
