/**
 * Markup built as text, for the few places that draw the same fragment many times a page (the thirty
 * cards of a results page), where a template expression per value costs more than the whole card.
 *
 * `html` escapes every value put into it unless the value is itself markup made by `html` or `trusted`,
 * so text from a listing can only ever show as text: the rule Astro's own templates follow.
 */
const MARK = Symbol('markup');

export interface Markup {
  readonly [MARK]: true;
  readonly text: string;
  toString(): string;
}

function markup(text: string): Markup {
  return { [MARK]: true, text, toString: () => text };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const SPECIAL = /[&<>"']/;

/** Text made safe to put between tags or inside a quoted attribute. Most text has nothing to escape. */
export function escapeHtml(value: string): string {
  return SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ENTITIES[c]) : value;
}

function isMarkup(value: unknown): value is Markup {
  return typeof value === 'object' && value !== null && MARK in value;
}

type Value = string | number | boolean | null | undefined | Markup | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (isMarkup(value)) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A fragment of markup: the literal parts as written, every value escaped (markup values as they are). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return markup(out);
}

/** Markup from code the project controls (icons): never text that came from a person. */
export function trusted(text: string): Markup {
  return markup(text);
}

/** ` name="value"` when there is a value, nothing when it is null, undefined or false. */
export function attr(name: string, value: string | number | boolean | null | undefined): Markup {
  if (value === null || value === undefined || value === false) return markup('');
  return markup(value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`);
}
