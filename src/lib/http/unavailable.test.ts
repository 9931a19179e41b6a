import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isServiceUnavailable', () => {
  it('knows a database that cannot be reached or is locked', () => {
    expect(isServiceUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isServiceUnavailable(withCode('SQLITE_BUSY', 'database is locked'))).toBe(true);
    expect(isServiceUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isServiceUnavailable(withCode('08006'))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isServiceUnavailable(new Error('wrapped', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('leaves every other fault a 500', () => {
    expect(isServiceUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isServiceUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isServiceUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
    expect(isServiceUnavailable(null)).toBe(false);
  });
});
