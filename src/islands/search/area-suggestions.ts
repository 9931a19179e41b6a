import type { PlaceSuggestion } from '@/lib/search/places';

/** Area suggestions as the server answered them, with the words and the city they answer. */
export interface FoundAreas {
  query: string;
  cityId: number;
  areas: readonly PlaceSuggestion[];
}

/**
 * The suggestions that may be shown and picked for what is in the box now: only those that answer
 * these very words in this city. Typing on, or changing the city, leaves none until the answer
 * for the new words arrives, so Enter cannot pick an area the person no longer asks for.
 */
export function suggestionsFor(found: FoundAreas, text: string, cityId: number): readonly PlaceSuggestion[] {
  return found.cityId === cityId && found.query === text.trim() && found.query !== '' ? found.areas : [];
}
