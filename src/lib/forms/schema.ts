/** Form fields written once as zod schemas, for the API and the forms that share them. */
import { z } from 'zod';
import { authMessages } from '@/lib/messages';
import { isEmptyAfterSpecialCharacters } from './rules';

/**
 * A person's name: required, at most `max` characters, and punctuation alone ('---', '!!') is no name
 * at all, so it gets the blank message. Letters of any script count.
 */
export function personNameSchema(max: number, tooLong?: string) {
  return z
    .string({ required_error: authMessages.nameBlank })
    .trim()
    .max(max, tooLong ?? `Name is too long (at most ${max} characters)`)
    .refine((name) => !isEmptyAfterSpecialCharacters(name), authMessages.nameBlank);
}
