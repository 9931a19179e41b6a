// Generated inputs for the fuzzer (fuzz.test.ts): values a schema accepts, values close to them, and
// hostile ones (huge, deep, wrong type, numbers as strings, prototype keys, odd unicode).
import fc from 'fast-check';
import { z, type ZodTypeAny } from 'zod';

const HOSTILE_STRINGS = [
  '', ' ', '0', '-1', '-0', '1e309', 'NaN', 'Infinity', '-Infinity', '9007199254740993', '99999999999999999999999',
  '1.5', '0x10', 'true', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor', 'prototype',
  '../../etc/passwd', '%00', '\u0000', '\uFFFF', '\uD800', '👩‍👩‍👧‍👦', 'مکان برائے فروخت', 'ﷺ', '\u202Etxt.exe',
  "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '${7*7}', 'a'.repeat(5000),
];

export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, including nested ones with prototype keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 4 }),
);

/**
 * A value shaped by a zod schema: mostly what the schema accepts, sometimes one field swapped for a
 * hostile value so validation and the code behind it both get exercised.
 */
export function fromSchema(schema: ZodTypeAny | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileJson;
  const def = schema._def as { typeName?: string };
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodString: {
      const s = schema as z.ZodString;
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 60, 200);
      const checks = s._def.checks.map((c) => c.kind);
      if (checks.includes('email')) return fc.emailAddress();
      if (checks.includes('url')) return fc.webUrl();
      if (checks.includes('uuid')) return fc.uuid();
      if (checks.includes('datetime')) return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
      return fc.oneof(fc.string({ minLength: min, maxLength: Math.max(min, max) }), hostileString);
    }
    case z.ZodFirstPartyTypeKind.ZodNumber: {
      const n = schema as z.ZodNumber;
      const min = n.minValue ?? -1e6;
      const max = n.maxValue ?? 1e6;
      const lo = Number.isFinite(min) ? Math.max(min, -1e9) : -1e6;
      const hi = Number.isFinite(max) ? Math.min(max, 1e9) : 1e6;
      const inRange = n.isInt ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
      return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: hostileNumber });
    }
    case z.ZodFirstPartyTypeKind.ZodBigInt:
      return fc.bigInt().map(String);
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0, 'yes'));
    case z.ZodFirstPartyTypeKind.ZodDate:
      return fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'not a date' : d.toISOString()));
    case z.ZodFirstPartyTypeKind.ZodLiteral:
      return fc.constant((schema as z.ZodLiteral<unknown>).value);
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return fc.constantFrom(...(schema as z.ZodEnum<[string, ...string[]]>).options);
    case z.ZodFirstPartyTypeKind.ZodNativeEnum:
      return fc.constantFrom(...Object.values((schema as z.ZodNativeEnum<z.EnumLike>).enum));
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return fc.oneof(
        fc.constant(def.typeName === z.ZodFirstPartyTypeKind.ZodNullable ? null : undefined),
        fromSchema((schema as z.ZodOptional<ZodTypeAny>).unwrap(), depth + 1),
      );
    case z.ZodFirstPartyTypeKind.ZodDefault:
      return fc.oneof(fc.constant(undefined), fromSchema((schema as z.ZodDefault<ZodTypeAny>).removeDefault(), depth + 1));
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return fromSchema((schema as z.ZodEffects<ZodTypeAny>).innerType(), depth + 1);
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      return fromSchema((schema as z.ZodPipeline<ZodTypeAny, ZodTypeAny>)._def.in, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodLazy:
      return fromSchema((schema as z.ZodLazy<ZodTypeAny>).schema, depth + 1);
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return fromSchema((schema as z.ZodBranded<ZodTypeAny, string>).unwrap(), depth + 1);
    case z.ZodFirstPartyTypeKind.ZodCatch:
      return fromSchema((schema as z.ZodCatch<ZodTypeAny>).removeCatch(), depth + 1);
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const a = schema as z.ZodArray<ZodTypeAny>;
      const max = Math.min(a._def.maxLength?.value ?? 4, 6);
      const min = Math.min(a._def.minLength?.value ?? 0, max);
      return fc.array(fromSchema(a.element, depth + 1), { minLength: min, maxLength: max });
    }
    case z.ZodFirstPartyTypeKind.ZodTuple:
      return fc.tuple(...(schema as z.ZodTuple)._def.items.map((item: ZodTypeAny) => fromSchema(item, depth + 1)));
    case z.ZodFirstPartyTypeKind.ZodRecord:
      return fc.dictionary(fc.string({ maxLength: 8 }), fromSchema((schema as z.ZodRecord).valueSchema, depth + 1), { maxKeys: 3 });
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion: {
      const options = [...(schema as z.ZodUnion<[ZodTypeAny, ...ZodTypeAny[]]>).options.values()] as ZodTypeAny[];
      return fc.oneof(...options.map((o) => fromSchema(o, depth + 1)));
    }
    case z.ZodFirstPartyTypeKind.ZodIntersection: {
      const i = schema as z.ZodIntersection<ZodTypeAny, ZodTypeAny>;
      return fc.tuple(fromSchema(i._def.left, depth + 1), fromSchema(i._def.right, depth + 1)).map(([l, r]) =>
        typeof l === 'object' && typeof r === 'object' && l && r ? { ...l, ...r } : l,
      );
    }
    case z.ZodFirstPartyTypeKind.ZodObject: {
      const shape = (schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
      const valid = fc.record(fields, { requiredKeys: Object.keys(shape) }).map((record) =>
        Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)),
      );
      const keys = Object.keys(shape);
      if (keys.length === 0) return valid;
      // One field replaced by something hostile, or a field dropped.
      const spoiled = fc.tuple(valid, fc.constantFrom(...keys), fc.oneof(hostileJson, fc.constant(undefined))).map(([record, key, bad]) => {
        const copy: Record<string, unknown> = { ...record };
        if (bad === undefined) delete copy[key];
        else copy[key] = bad;
        return copy;
      });
      return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: spoiled });
    }
    default:
      return hostileJson;
  }
}

/** Raw request bodies that no JSON encoder would write. */
export const rawBodies = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '[]',
  '""',
  '1e99999',
  '\u0000',
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  `${'['.repeat(20000)}${']'.repeat(20000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
  `{"title":"${'ک'.repeat(100_000)}"}`,
  '\uFEFF{}',
  '--x\r\nContent-Disposition: form-data; name="files[]"; filename="a.jpg"\r\n\r\nnot an image\r\n--x--\r\n',
);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/problem+json',
  'application/json; charset=utf-16',
  '',
);

/** encodeURIComponent for any string: a lone surrogate (which it refuses) is sent as U+FFFD, as browsers do. */
export const encodeAny = (value: string) => encodeURIComponent(value.toWellFormed());

/** Query strings: the schema's own keys with good and bad values, array forms and unknown keys. */
export function queryStrings(schema: ZodTypeAny | undefined): fc.Arbitrary<string> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, ZodTypeAny>) : {};
  const keys = [...Object.keys(shape), '__proto__', 'constructor', 'x'];
  const fromShape = fromSchema(schema).map((value) => {
    const params = new URLSearchParams();
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (Array.isArray(v)) for (const item of v) params.append(`${k}[]`, String(item));
        else if (v !== undefined) params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
    }
    return params.toString();
  });
  const hostile = fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.constantFrom('', '[]', '[0]', '[99999]'), hostileString), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, suffix, v]) => `${encodeAny(k + suffix)}=${encodeAny(v)}`).join('&'));
  const raw = fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '&&&', '=', 'a[=1', `q=${'x'.repeat(20000)}`);
  return fc.oneof({ weight: 3, arbitrary: fromShape }, { weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: raw });
}

/** Extra request headers a client could send. */
export const headerSets = fc.record(
  {
    accept: fc.constantFrom('*/*', 'application/json', 'text/html', ''),
    'accept-language': fc.constantFrom('ur-PK', 'en', '*', 'x'.repeat(500)),
    'x-forwarded-for': fc.constantFrom('203.0.113.7', 'not an address', '::1, 10.0.0.1', ''),
    cookie: fc.constantFrom('', 'basera_auth=garbage', 'currency=XXX', 'currency=%E0', `a=${'b'.repeat(400)}`),
    referer: fc.constantFrom('https://evil.example/', 'not a url', ''),
  },
  { requiredKeys: [] },
);
