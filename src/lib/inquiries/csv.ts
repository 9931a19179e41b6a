/**
 * Inquiries as a spreadsheet (docs/decisions/097): agents keep their leads in Excel or Google Sheets. RFC 4180
 * CSV with a byte order mark, so Excel reads Urdu names and messages as UTF-8.
 */
import { formatClockTime, pakistanDay } from '@/lib/text/dates';
import { parsePakistaniPhone } from '@/lib/phone';

/**
 * A cell as text. One that starts as a formula would (=, +, -, @, or a tab or carriage return before one) is
 * written after an apostrophe, so a spreadsheet shows a visitor's message rather than running it.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',');
}

export interface InquiryRow {
  createdAt: string;
  seenAt: string | null;
  listingId: number;
  title: string;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
}

export const CSV_HEADER = ['Received (Pakistan time)', 'Property ID', 'Property', 'Name', 'Phone', 'E-mail', 'Message', 'Read'] as const;

/** 'YYYY-MM-DD 3:05 pm' in Pakistan time: sorts as text and reads as the page does. */
export function csvTime(iso: string): string {
  return `${pakistanDay(iso)} ${formatClockTime(iso)}`;
}

/**
 * A phone as Pakistanis dial it at home, '0321 4445555': read as text by a spreadsheet, where '+92…' would be
 * taken for a formula or a number. Another country's number is written as it was given.
 */
export function csvPhone(phone: string): string {
  const number = parsePakistaniPhone(phone);
  return number ? `0${number.slice(3, 6)} ${number.slice(6)}` : phone.trim();
}

/** The whole file; lines end in CRLF as RFC 4180 asks. */
export function inquiriesCsv(rows: readonly InquiryRow[]): string {
  const lines = [
    csvLine(CSV_HEADER),
    ...rows.map((r) => csvLine([csvTime(r.createdAt), r.listingId, r.title, r.name, r.phone ? csvPhone(r.phone) : null, r.email, r.message, r.seenAt ? 'Yes' : 'No'])),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file's name: 'basera-inquiries-2026-11-29.csv', dated in Pakistan time. */
export function csvFileName(now = new Date()): string {
  return `basera-inquiries-${pakistanDay(now)}.csv`;
}
