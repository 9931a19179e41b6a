import { describe, expect, it } from 'vitest';
import { authMessages, phoneMessages } from '@/lib/messages';
import { contactPhoneSchema, pakistaniPhoneSchema } from './schema';

function errors(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe('phone schemas', () => {
  it('keep a number as +92 and ten digits, however it was typed', () => {
    for (const typed of ['03001234567', '3001234567', '+92 300 1234567', '92-300-1234567']) {
      expect(pakistaniPhoneSchema.parse(typed)).toBe('+923001234567');
      expect(contactPhoneSchema.parse(` ${typed} `)).toBe('+923001234567');
    }
  });

  it('say a number that is not one is not in the right format', () => {
    expect(errors(pakistaniPhoneSchema.safeParse('12345'))).toEqual([phoneMessages.incorrectFormat]);
    expect(errors(contactPhoneSchema.safeParse('12345'))).toEqual([phoneMessages.incorrectFormat]);
  });

  it('ask a contact form for its phone when it is left blank or missing', () => {
    expect(errors(contactPhoneSchema.safeParse('   '))).toEqual([authMessages.phoneBlank]);
    expect(errors(contactPhoneSchema.safeParse(undefined))).toEqual([authMessages.phoneBlank]);
    expect(errors(pakistaniPhoneSchema.safeParse(undefined))).toEqual([phoneMessages.incorrectFormat]);
  });
});
