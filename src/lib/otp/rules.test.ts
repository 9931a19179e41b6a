import { describe, expect, it } from 'vitest';
import { generateCode, hashCode, judgeCode, MAX_WRONG_ATTEMPTS } from './rules';

describe('OTP rules', () => {
  it('makes six-digit codes', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });
  it('binds a hash to the phone and the purpose', () => {
    expect(hashCode('+923001234567', 'verify_phone', '123456')).not.toBe(hashCode('+923001234568', 'verify_phone', '123456'));
    expect(hashCode('+923001234567', 'verify_phone', '123456')).not.toBe(hashCode('+923001234567', 'reset_password', '123456'));
    expect(hashCode('+923001234567', 'verify_phone', '123456')).not.toContain('123456');
  });
  it('judges a typed code', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const stored = { code_hash: hashCode('p', 'v', '111111'), attempts: 0, expires_at: '2026-01-01T00:05:00Z' };
    expect(judgeCode(stored, hashCode('p', 'v', '111111'), now)).toBe('ok');
    expect(judgeCode(stored, hashCode('p', 'v', '222222'), now)).toBe('wrong');
    expect(judgeCode(stored, hashCode('p', 'v', '111111'), now + 5 * 60_000)).toBe('expired');
    expect(judgeCode({ ...stored, attempts: MAX_WRONG_ATTEMPTS }, hashCode('p', 'v', '111111'), now)).toBe('locked');
    expect(judgeCode(null, hashCode('p', 'v', '111111'), now)).toBe('none');
  });
});
