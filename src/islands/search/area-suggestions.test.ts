import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '@/lib/search/places';
import { suggestionsFor } from './area-suggestions';

const dha = [{ kind: 'area', id: 21, name: 'DHA Phase 6' }] as unknown as PlaceSuggestion[];
const found = { query: 'dha', cityId: 2, areas: dha };

describe('area suggestions', () => {
  it('are shown for the words and city they answer (surrounding spaces aside)', () => {
    expect(suggestionsFor(found, 'dha', 2)).toEqual(dha);
    expect(suggestionsFor(found, ' dha ', 2)).toEqual(dha);
  });

  it('are gone as soon as the text changes, before any new answer', () => {
    expect(suggestionsFor(found, 'gulb', 2)).toEqual([]);
    expect(suggestionsFor(found, 'dh', 2)).toEqual([]);
    expect(suggestionsFor(found, '', 2)).toEqual([]);
  });

  it('are gone when the city changes', () => {
    expect(suggestionsFor(found, 'dha', 1)).toEqual([]);
  });
});
