/**
 * Queries whose SQL never changes, only their values: built and compiled by Kysely once per kind of database, then
 * run with each call's values.
 *
 * Kysely builds a tree of frozen nodes for every query and walks it to write the SQL, every time. For the
 * queries a page runs on every view (a listing by id, its pictures, a user by subject) that was most of
 * their cost: the listing page's row took longer to build than SQLite took to read it, and under the mixed
 * load (`npm run loadtest`) Kysely was 8% of the servers' CPU.
 *
 * The builder is called once with stand-ins for its arguments, to learn where each lands among the SQL's
 * values, and once with the first call's own arguments, which must give the same SQL and values: a builder
 * that branches on an argument, or passes it anywhere but to Kysely as a value, fails on its first call.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** An argument's stand-in while the builder runs: it lands in the compiled values as itself. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  sql: string;
  /** Each value of the SQL: the argument it comes from, or a constant of the query. */
  values: Array<Slot | { constant: unknown }>;
}

export class FixedQueryError extends Error {}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

function learn<Db, A extends unknown[], R>(db: Kysely<Db>, build: (db: Kysely<Db>, ...args: A) => Compilable<R>, args: A): Template {
  const slots = args.map((_, i) => new Slot(i)) as unknown as A;
  const blank = build(db, ...slots).compile();
  const template: Template = {
    sql: blank.sql,
    values: blank.parameters.map((value) => (value instanceof Slot ? value : { constant: value })),
  };
  const real = build(db, ...args).compile();
  if (real.sql !== template.sql || !sameValues(real.parameters, fill(template, args))) {
    throw new FixedQueryError(`Not a fixed query: its SQL or values depend on more than its arguments:\n${real.sql}`);
  }
  return template;
}

function fill(template: Template, args: readonly unknown[]): unknown[] {
  return template.values.map((value) => (value instanceof Slot ? args[value.index] : value.constant));
}

/**
 * A query run with new values each time. `build` must hand each argument to Kysely as a value (a `where`,
 * an `insert`'s values, a `limit`) and do nothing else with it.
 */
export function fixedQuery<Db, A extends unknown[], R>(build: (db: Kysely<Db>, ...args: A) => Compilable<R>) {
  // Kept per SQL dialect: a transaction, or another connection to the same kind of database, writes the same SQL.
  const templates = new Map<unknown, Template>();
  const compiled = (db: Kysely<Db>, args: A): CompiledQuery<R> => {
    const dialect = db.getExecutor().adapter.constructor;
    let template = templates.get(dialect);
    if (!template) {
      template = learn(db, build, args);
      templates.set(dialect, template);
    }
    return CompiledQuery.raw(template.sql, fill(template, args)) as CompiledQuery<R>;
  };
  return {
    /** Every row. */
    all: async (db: Kysely<Db>, ...args: A): Promise<R[]> => (await db.executeQuery(compiled(db, args))).rows,
    /** The first row, if any. */
    first: async (db: Kysely<Db>, ...args: A): Promise<R | undefined> => (await db.executeQuery(compiled(db, args))).rows[0],
  };
}
