/**
 * The state before or after an operator's action, as the audit log shows it: one line a value, in words
 * ('Status: published', 'Reports closed: 3'), not the JSON it is kept as.
 */
import { formatOrdinalDate } from '@/lib/text/dates';

export interface AuditLine {
  label: string;
  text: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'reportsClosed' → 'Reports closed'. */
function label(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_TIME.test(value) ? `${formatOrdinalDate(value)} ${value.slice(11, 16)} UTC` : value.replace(/_/g, ' ');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(text).join('; ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${label(key).toLowerCase()} ${text(inner)}`)
      .join(', ');
  }
  return String(value);
}

/** The lines of one state; none for an action that kept no state. */
export function auditLines(state: unknown): AuditLine[] {
  if (state === null || state === undefined) return [];
  if (typeof state !== 'object' || Array.isArray(state)) return [{ label: 'Value', text: text(state) }];
  return Object.entries(state).map(([key, value]) => ({ label: label(key), text: text(value) }));
}
