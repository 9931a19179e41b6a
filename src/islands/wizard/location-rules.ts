/**
 * The location step's decisions, pure so each is tested: which suggested area a typed name means,
 * and what a map pin does to the area.
 */
import { QUALITY } from '@/lib/listings/quality';

interface Place {
  id: number;
  name: string;
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The one suggestion whose name is exactly what was typed (case and spacing aside), if any. */
export function exactArea<T extends Place>(suggestions: readonly T[], typed: string): T | null {
  const wanted = fold(typed);
  if (wanted === '') return null;
  const matches = suggestions.filter((s) => fold(s.name) === wanted);
  return matches.length === 1 ? matches[0] : null;
}

export interface PinFinding {
  area: Place;
  city: Place;
}

export type PinChoice =
  /** Take the pin's area (and its city): nothing was chosen, or the pin chose the current one. */
  | { kind: 'take'; note: string | null }
  /** Keep the area the person chose; the note says the pin looks elsewhere. */
  | { kind: 'keep'; note: string | null };

/**
 * What a pin does to the area. An area the person chose themselves (from the list, or the saved
 * listing's) is never replaced: they are told the pin looks elsewhere and the review's distance
 * check has the last word. Only an empty area, or one the last pin chose, follows the pin.
 */
export function pinAreaChoice(current: Place | null, chosenByPin: boolean, found: PinFinding | null): PinChoice {
  const km = QUALITY.pinMaxMetres / 1000;
  if (current && !chosenByPin) {
    if (!found) return { kind: 'keep', note: `The pin is more than ${km} km from ${current.name}. Please check the area or move the pin.` };
    if (found.area.id === current.id) return { kind: 'keep', note: null };
    return { kind: 'keep', note: `The pin looks closer to ${found.area.name}, ${found.city.name}. We kept ${current.name}: please check the area or move the pin.` };
  }
  if (!found) return { kind: 'keep', note: 'No known area is near this pin. Please choose the area yourself.' };
  if (current && current.id === found.area.id) return { kind: 'take', note: null };
  return { kind: 'take', note: `The pin is in ${found.area.name}, ${found.city.name}: we chose that area for you.` };
}
