import { describe, expect, it } from 'vitest';
import { codeProblem } from './otp-code';

describe('codeProblem', () => {
  it('asks for the code when it is blank or not a code', () => {
    for (const typed of ['', '   ', '12', 'abcdef', '123456789']) expect(codeProblem(typed)).toBe('Please enter the code we sent you');
  });

  it('lets a code through, spaces around it and all', () => {
    expect(codeProblem('123456')).toBeNull();
    expect(codeProblem(' 123456 ')).toBeNull();
  });
});
