/**
 * PostgreSQL statements prepared by name, once per connection.
 *
 * Sent as text, every query is parsed, analysed and planned again: a results page's card query (30 ids,
 * two joins and a cover picture) spent 0.35 of its 0.6 ms there on the bench's 1,000,000 listings. A
 * statement prepared by name is parsed once per connection, and after five runs PostgreSQL keeps a
 * generic plan when it costs no more than the custom ones (plan_cache_mode auto, what JDBC and most
 * drivers rely on): the card query then takes 0.26 ms, a look-up by key 0.03 instead of 0.06.
 *
 * Each distinct text with parameters gets a name. A connection keeps at most `limit` prepared, the
 * least recently used closed first (DEALLOCATE), and a name is never used for another text, so a
 * statement closed on the server is parsed afresh under a new name. Texts without parameters (begin,
 * commit, savepoints) go on as simple queries. A statement that fails to parse is forgotten by the driver.
 */
import type pg from 'pg';

/** Prepared statements kept per connection: the pages use about a hundred distinct texts. */
export const PREPARED_PER_CONNECTION = 250;

type Query = pg.ClientBase['query'];

/** Names the queries `client` is sent, preparing each text once on its connection. */
export function prepareStatements(client: pg.ClientBase, limit = PREPARED_PER_CONNECTION): void {
  const query: Query = client.query.bind(client);
  /** Text → the name it is prepared under on this connection, least recently used first. */
  const prepared = new Map<string, string>();
  let next = 0;
  const named = (text: string): string => {
    let name = prepared.get(text);
    if (name !== undefined) {
      prepared.delete(text);
    } else {
      name = `basera_${next++}`;
      if (prepared.size >= limit) close(prepared.entries().next().value!);
    }
    prepared.set(text, name);
    return name;
  };
  const close = ([text, name]: [string, string]) => {
    prepared.delete(text);
    // Queued behind the queries already sent on this connection; its name is never used again, so a
    // failure (a transaction already aborted) only leaves it on the server until the connection closes.
    query(`DEALLOCATE ${name}`).catch(() => undefined);
    forgetParsed(client, name);
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0) {
      return (query as (...args: unknown[]) => unknown)(config, values, callback);
    }
    return (query as (...args: unknown[]) => unknown)({ name: named(config), text: config, values }, callback);
  }) as Query;
}

/**
 * The driver remembers every name it has prepared on a connection (pg's Connection.parsedStatements);
 * without this, a busy connection would remember every statement it ever closed.
 */
function forgetParsed(client: pg.ClientBase, name: string): void {
  const connection = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection;
  if (connection?.parsedStatements) delete connection.parsedStatements[name];
}
