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

/**
 * The largest row id. Keys are 32-bit integers on PostgreSQL, which refuses a larger number in a query
 * ('out of range for type integer') where SQLite simply finds nothing.
 */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * What a request is told when a number it sends is past MAX_ROW_ID. Every whole number a request carries
 * (ids, and pages of a list) is bounded by it in its schema (tests/api/fuzz/row-ids.test.ts holds them to it).
 */
export const NO_SUCH_ROW = 'Nothing has this id';
export const NO_SUCH_PAGE = 'There is no such page';

/** A row id from an address ('?listing=12', '/sale/12'): a whole number from 1 to MAX_ROW_ID, else null (no such row). */
export function rowId(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** A page number from an address ('?page=3'): 1 unless it is a whole number from 1 to MAX_ROW_ID. */
export function pageNumber(value: string | null | undefined): number {
  return rowId(value) ?? 1;
}
