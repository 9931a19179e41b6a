/**
 * The radio group pattern for the wizard's choice buttons (purpose, category, type, condition): one Tab
 * stop per group, at the chosen button (or the first when none is chosen), and the arrow keys, Home and
 * End move to another button and choose it, as a screen reader announcing 'radio' leads people to expect.
 */
import type { KeyboardEvent } from 'react';

const MOVES: Readonly<Record<string, number | 'first' | 'last'>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/** Where a key moves within `count` radios from `at` (-1: none focused), or null for other keys. */
export function radioMove(key: string, at: number, count: number): number | null {
  const move = MOVES[key];
  if (move === undefined || count === 0) return null;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return (Math.max(at, 0) + move + count) % count;
}

/** The group's keydown: focus and choose the radio the key moves to. */
export function onRadioGroupKey(event: KeyboardEvent<HTMLElement>): void {
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
  const next = radioMove(event.key, radios.indexOf(document.activeElement as HTMLElement), radios.length);
  if (next === null) return;
  event.preventDefault();
  radios[next].focus();
  radios[next].click();
}

/** A radio's place in the Tab order: only the chosen one, or the first when none is chosen. */
export function radioTabIndex(checked: boolean, index: number, anyChecked: boolean): 0 | -1 {
  return checked || (!anyChecked && index === 0) ? 0 : -1;
}
