import type { Flag, IsoDay, IsoTime } from './schema';

/*
 * The one place stored values are converted to and from their JavaScript meaning, so SQLite and
 * PostgreSQL rows read the same everywhere else. See docs/decisions/001-data-types.md.
 */

export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

export function fromFlag(value: number | boolean | null | undefined): boolean {
  return value === 1 || value === true;
}

export function toIsoTime(date: Date | number = Date.now()): IsoTime {
  return new Date(date).toISOString();
}

export function nowIso(): IsoTime {
  return new Date().toISOString();
}

export function toIsoDay(date: Date | number = Date.now()): IsoDay {
  return new Date(date).toISOString().slice(0, 10);
}

/** Parses JSON text from a column, answering `fallback` for null or text that is not JSON. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
