import { describe, expect, it } from 'vitest';
import { acceptedEncodings, preferredEncoding } from './accept-encoding.mjs';

describe('preferredEncoding', () => {
  it('reads Accept-Encoding the way browsers send it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding(null)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });
});

describe('acceptedEncodings', () => {
  it('lists what the request takes, in lower case, without what it refuses', () => {
    expect(acceptedEncodings('GZip, br;q=0, zstd;q=0.5')).toEqual(['gzip', 'zstd']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
