import { describe, expect, it } from 'vitest';
import { containsPattern } from './contains';

describe('contains', () => {
  it('matches the text anywhere, in lower case, with LIKE wildcards taken literally', () => {
    expect(containsPattern('DHA Phase')).toBe('%dha phase%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
