import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '@/lib/db/values';
import { propertyIdSchema } from './schema';

describe('propertyIdSchema', () => {
  it('takes any id a listing can have, and refuses a larger one with a message rather than a database error', () => {
    expect(propertyIdSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    const refused = propertyIdSchema.safeParse('3000000000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('No property has this id');
  });
});
