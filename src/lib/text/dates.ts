/**
 * Dates as Basera shows them. Pakistan Standard Time is UTC+5 all year (no daylight saving), so a
 * fixed offset gives the same text on the server and in the browser, wherever either runs.
 */
const PKT_OFFSET_MS = 5 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** '1st Jan 2024', in Pakistan time. An invalid date gives ''. */
export function formatOrdinalDate(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const pkt = new Date(date.getTime() + PKT_OFFSET_MS);
  return `${ordinal(pkt.getUTCDate())} ${MONTHS[pkt.getUTCMonth()]} ${pkt.getUTCFullYear()}`;
}

/** '2024-01-31', the day in Pakistan time (sorts as text). An invalid date gives ''. */
export function pakistanDay(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + PKT_OFFSET_MS).toISOString().slice(0, 10);
}

/** '3:05 pm', the time of day in Pakistan time. An invalid date gives ''. */
export function formatClockTime(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const pkt = new Date(date.getTime() + PKT_OFFSET_MS);
  const hours = pkt.getUTCHours();
  return `${hours % 12 || 12}:${String(pkt.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

const UNITS = [
  { name: 'year', ms: 365 * 24 * 3600 * 1000 },
  { name: 'month', ms: 30 * 24 * 3600 * 1000 },
  { name: 'week', ms: 7 * 24 * 3600 * 1000 },
  { name: 'day', ms: 24 * 3600 * 1000 },
  { name: 'hour', ms: 3600 * 1000 },
  { name: 'minute', ms: 60 * 1000 },
] as const;

/**
 * '3 days ago', '1 hour ago', 'just now' for listing cards. `now` is passed in so pages and tests
 * decide the clock; times in the future (clock skew) read 'just now'.
 */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = toDate(now).getTime() - date.getTime();
  for (const unit of UNITS) {
    const count = Math.floor(elapsed / unit.ms);
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
