import { sql, type RawBuilder } from 'kysely';

/** Case-insensitive 'contains' on both databases, with LIKE wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text`, case aside: `lower(column) like '%text%'`. */
export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
