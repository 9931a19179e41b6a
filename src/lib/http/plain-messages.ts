/**
 * Field messages in plain words. A schema's own messages (the spec's texts) are kept as written; where a
 * schema gives none, zod's stock message ('Expected number, received nan') is put the way a person
 * reading a form or an API answer would say it ('Must be a number').
 */
import { defaultErrorMap, type ZodIssue, type ZodIssueOptionalMessage } from 'zod';

/** zod's own message for this issue, to tell it from one a schema wrote. */
function stockMessage(issue: ZodIssue): string {
  return defaultErrorMap(issue as ZodIssueOptionalMessage, { defaultError: issue.message, data: undefined }).message;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  bigint: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const units = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

function plainWords(issue: ZodIssue): string | null {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined' || issue.received === 'null') return 'Required';
      return `Must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'invalid_enum_value':
      return `Must be one of: ${issue.options.join(', ')}`;
    case 'invalid_literal':
      return `Must be ${JSON.stringify(issue.expected)}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.multipleOf}`;
    case 'invalid_date':
      return 'Not a valid date';
    case 'invalid_string':
      if (issue.validation === 'email') return 'Not a valid e-mail address';
      if (issue.validation === 'url') return 'Not a valid web address';
      if (issue.validation === 'datetime' || issue.validation === 'date') return 'Not a valid date';
      return 'Not in the expected form';
    case 'too_small':
      if (issue.type === 'string') return Number(issue.minimum) <= 1 ? 'Required' : `At least ${units(issue.minimum, 'character', 'characters')}`;
      if (issue.type === 'array' || issue.type === 'set') return `At least ${units(issue.minimum, 'item', 'items')}`;
      if (issue.type === 'number' || issue.type === 'bigint') return issue.inclusive ? `Must be at least ${issue.minimum}` : `Must be more than ${issue.minimum}`;
      return null;
    case 'too_big':
      if (issue.type === 'string') return `At most ${units(issue.maximum, 'character', 'characters')}`;
      if (issue.type === 'array' || issue.type === 'set') return `At most ${units(issue.maximum, 'item', 'items')}`;
      if (issue.type === 'number' || issue.type === 'bigint') return issue.inclusive ? `Must be at most ${issue.maximum}` : `Must be less than ${issue.maximum}`;
      return null;
    case 'unrecognized_keys':
      return `Not a known field: ${issue.keys.join(', ')}`;
    default:
      return null;
  }
}

/** The message to show for an issue: the schema's own, or zod's stock one in plain words. */
export function plainMessage(issue: ZodIssue): string {
  if (issue.message !== stockMessage(issue)) return issue.message;
  return plainWords(issue) ?? issue.message;
}
