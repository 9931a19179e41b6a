// The fuzzer: every operation of the OpenAPI document, driven with generated valid, malformed and
// oversized bodies, query strings, path parameters and headers, as a visitor, a signed-in person and
// an operator. Never a 5xx (nothing thrown), every 4xx a problem body, and a refused request changes
// no row. FUZZ_RUNS (default 3 per operation and person) makes it go further: FUZZ_RUNS=200 npx vitest run --project api tests/api/fuzz
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestDatabase } from '../support/db';
import { loadDemoData } from '@/lib/demo';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { identityClientMessages } from '@/lib/messages';
import { attempts, operations, PEOPLE, routeFor, send } from './requests';

const t = useTestDatabase();
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** A fingerprint of every row of every table: equal before and after means nothing changed. */
let tables: string[] = [];
async function listTables(): Promise<string[]> {
  // On PostgreSQL the introspection sees every schema; only this file's own (its search_path) counts.
  const own = t.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0].s : undefined;
  return (await t.db.introspection.getTables())
    .filter((table) => own === undefined || table.schema === own)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}
async function checksum(): Promise<string> {
  if (t.dialect === 'postgres') {
    // One round trip: each table's rows as text, in a stable order, hashed by the database.
    const parts = tables.map((table) => sql`select ${table} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.table(table)} r`);
    const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(t.db);
    return rows.map((r) => `${r.name}:${r.digest}`).sort().join(',');
  }
  const hash = createHash('sha256');
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db);
    hash.update(table);
    for (const row of rows.map((r) => JSON.stringify(r)).sort()) hash.update(row);
  }
  return hash.digest('hex');
}

let tried = 0;
// No identity provider runs in the api project: its admin calls answer 503 'Network error' (counted, not failed).
let unreachableIdentity = 0;
// The fingerprint after the last request, so each request costs one checksum, not two.
let current: string | undefined;
const started = Date.now();

beforeAll(async () => {
  await loadDemoData(t.db, { listings: 12, seed: 7, now: new Date('2026-01-01T00:00:00Z') });
  for (const [, user] of PEOPLE) if (user) await ensureUserRow(t.db, user);
  tables = await listTables();
});

afterAll(() => {
  console.log(`fuzz: ${tried} requests (${unreachableIdentity} answered 503 'Network error' without an identity provider) over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)}s (FUZZ_RUNS=${RUNS}, seed ${SEED})`);
});

describe('every operation of the OpenAPI document', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method } of operations) expect(routeFor(path, method), `${method} ${path}`).toBeDefined();
  });

  for (const { path, method } of operations) {
    it(`${method} ${path}`, async () => {
      const route = routeFor(path, method);
      for (const [who, user] of PEOPLE) {
        await fc.assert(
          fc.asyncProperty(attempts(route), async (attempt) => {
            const before = (current ??= await checksum());
            let response: Response;
            try {
              response = await send(route, user, attempt);
            } catch (error) {
              throw new Error(`${who}: ${method} ${path} threw (a 500): ${String(error)}`);
            } finally {
              tried += 1;
            }
            const text = await response.text();
            current = await checksum();
            if (response.status === 503 && text.includes(identityClientMessages.networkError)) unreachableIdentity += 1;
            else expect(response.status, `${who}: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
            if (response.status >= 400) {
              expect(response.headers.get('content-type'), `${who}: ${method} ${path} ${response.status}`).toBe('application/problem+json');
              const problem = JSON.parse(text) as { status: number; title: string; detail: string };
              expect(problem.status).toBe(response.status);
              expect(typeof problem.detail).toBe('string');
              expect(current, `${who}: ${method} ${path} was refused (${response.status}) but changed data`).toBe(before);
            }
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    });
  }
});
