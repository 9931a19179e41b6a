import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './problem';

const errorsOf = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return fieldErrors(result.error);
};

describe('field messages in plain words', () => {
  it("says what a field must be where zod's stock message would show", () => {
    const schema = z.object({
      cityId: z.coerce.number().int().min(1).max(9),
      name: z.string().min(2).max(5),
      tag: z.string().min(1),
      kind: z.enum(['sale', 'rent']),
      email: z.string().email(),
      ids: z.array(z.number()).max(1),
      flag: z.boolean(),
    });
    expect(errorsOf(schema, { cityId: 'abc', name: 'a', tag: '', kind: 'x', email: 'nope', ids: [1, 2], flag: 'yes' })).toEqual({
      cityId: 'Must be a number',
      name: 'At least 2 characters',
      tag: 'Required',
      kind: 'Must be one of: sale, rent',
      email: 'Not a valid e-mail address',
      ids: 'At most 1 item',
      flag: 'Must be true or false',
    });
    expect(errorsOf(schema, { cityId: 0 }).cityId).toBe('Must be at least 1');
    expect(errorsOf(schema.pick({ name: true }), {})).toEqual({ name: 'Required' });
    expect(errorsOf(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual({ n: 'Must be a whole number' });
    expect(errorsOf(z.object({ n: z.number().max(10) }), { n: 11 })).toEqual({ n: 'Must be at most 10' });
    expect(errorsOf(z.object({}).strict(), { extra: 1 })).toEqual({ _: 'Not a known field: extra' });
  });

  it("keeps a schema's own message word for word", () => {
    const schema = z.object({ size: z.coerce.number({ invalid_type_error: 'Size is requried' }), title: z.string().min(1, 'Title is required') });
    expect(errorsOf(schema, { size: 'x', title: '' })).toEqual({ size: 'Size is requried', title: 'Title is required' });
  });
});
