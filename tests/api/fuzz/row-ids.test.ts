// Numbers past the keys: PostgreSQL refuses a number larger than its integer keys in a query ('out of
// range for type integer') where SQLite finds nothing, so every whole number a request carries (ids,
// pages) is bounded by MAX_ROW_ID in its schema and refused with a 400 before any query. The fuzzer's
// random numbers reach such a number too rarely to hold this rule (docs/decisions/080).
import { beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodTypeAny } from 'zod';
import { collectRoutes } from '@/lib/http/routes';
import { MAX_ROW_ID } from '@/lib/db/values';
import { loadDemoData } from '@/lib/demo';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { identityClientMessages } from '@/lib/messages';
import { useTestDatabase } from '../support/db';
import { fieldsOf, operations, PEOPLE, routeFor, send } from './requests';

const t = useTestDatabase();
const PAST_KEYS = String(MAX_ROW_ID + 1);

// Amounts of rupees are kept in bigint columns and have bounds of their own.
const MONEY = /(^|\.)(sellingPrice|minPrice|maxPrice)$/;

/** The whole-number fields of a schema, by their path, with the largest value each accepts. */
function integerFields(schema: ZodTypeAny | undefined, path: string, out: Array<{ path: string; max: number }>, depth = 0): void {
  if (!schema || depth > 8) return;
  const def = schema._def as { typeName?: string };
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodNumber: {
      const n = schema as z.ZodNumber;
      if (n.isInt) out.push({ path, max: n.maxValue ?? Infinity });
      return;
    }
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return integerFields((schema as z.ZodOptional<ZodTypeAny>).unwrap(), path, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodDefault:
      return integerFields((schema as z.ZodDefault<ZodTypeAny>).removeDefault(), path, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodCatch:
      return integerFields((schema as z.ZodCatch<ZodTypeAny>).removeCatch(), path, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return integerFields((schema as z.ZodEffects<ZodTypeAny>).innerType(), path, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodPipeline: {
      const pipe = schema as z.ZodPipeline<ZodTypeAny, ZodTypeAny>;
      integerFields(pipe._def.in, path, out, depth + 1);
      return integerFields(pipe._def.out, path, out, depth + 1);
    }
    case z.ZodFirstPartyTypeKind.ZodLazy:
      return integerFields((schema as z.ZodLazy<ZodTypeAny>).schema, path, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return integerFields((schema as z.ZodBranded<ZodTypeAny, string>).unwrap(), path, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodArray:
      return integerFields((schema as z.ZodArray<ZodTypeAny>).element, `${path}[]`, out, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      for (const option of (schema as z.ZodUnion<[ZodTypeAny, ...ZodTypeAny[]]>).options.values() as Iterable<ZodTypeAny>) integerFields(option, path, out, depth + 1);
      return;
    case z.ZodFirstPartyTypeKind.ZodIntersection: {
      const i = schema as z.ZodIntersection<ZodTypeAny, ZodTypeAny>;
      integerFields(i._def.left, path, out, depth + 1);
      return integerFields(i._def.right, path, out, depth + 1);
    }
    case z.ZodFirstPartyTypeKind.ZodObject:
      for (const [key, value] of Object.entries((schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>)) {
        integerFields(value, path ? `${path}.${key}` : key, out, depth + 1);
      }
      return;
    default:
  }
}

const routes = collectRoutes();
const wholeNumbers = routes.flatMap((route) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const fields: Array<{ path: string; max: number }> = [];
    integerFields(route.spec[part], '', fields);
    return fields
      // every whole number: ids above all, and pages and sizes that land in an integer column
      .filter((f) => !MONEY.test(f.path))
      .map((f) => ({ where: `${route.spec.method} ${route.spec.path} ${part} ${f.path}`, max: f.max }));
  }),
);

describe('ids in requests', () => {
  it('finds the ids of the documented operations', () => {
    expect(wholeNumbers.length).toBeGreaterThan(20);
    expect(wholeNumbers.map((f) => f.where)).toContainEqual(expect.stringMatching(/ body propertyId$/));
  });

  it('bounds every whole number by the largest key', () => {
    const unbounded = wholeNumbers.filter((f) => f.max > MAX_ROW_ID).map((f) => f.where);
    expect(unbounded).toEqual([]);
  });
});

describe('an id past the keys, sent to every operation', () => {
  beforeAll(async () => {
    await loadDemoData(t.db, { listings: 6, seed: 3, now: new Date('2026-01-01T00:00:00Z') });
    for (const [, user] of PEOPLE) if (user) await ensureUserRow(t.db, user);
  });

  // Every path parameter, and every field of the query and of a JSON body at once, set to the first
  // number past the keys: the answer is a problem, never a database error.
  it.each(operations.map(({ path, method }) => [`${method} ${path}`, path, method]))('%s', async (_name, path, method) => {
    const route = routeFor(path, method);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [who, user] of PEOPLE) {
      const response = await send(route, user, {
        params: Object.fromEntries(names.map((n) => [n, PAST_KEYS])),
        query: new URLSearchParams(fieldsOf(route.spec.query).map((k) => [k, PAST_KEYS])).toString(),
        body: { kind: 'json', value: Object.fromEntries(fieldsOf(route.spec.body).map((k) => [k, MAX_ROW_ID + 1])) },
        contentType: 'application/json',
        headers: {},
      });
      const text = await response.text();
      // No identity provider runs in the api project; its calls answer 503 'Network error', as in the fuzzer.
      if (response.status === 503 && text.includes(identityClientMessages.networkError)) continue;
      expect(response.status, `${who}: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
      if (response.status >= 400) expect(response.headers.get('content-type'), `${who}: ${method} ${path}`).toBe('application/problem+json');
    }
  });
});
