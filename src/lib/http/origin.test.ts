import { describe, expect, it } from 'vitest';
import { isCrossOriginWrite } from './origin';

const site = 'https://basera.pk';
const req = (method: string, origin?: string, host = 'basera.test:8080') =>
  new Request('http://basera.test:8080/api/data/inquiry', {
    method,
    headers: { host, ...(origin ? { origin } : {}) },
  });

describe('isCrossOriginWrite', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCrossOriginWrite(req('GET', 'http://evil.test'), site)).toBe(false);
  });
  it('lets same-host writes, writes from the public site and writes without an Origin through', () => {
    expect(isCrossOriginWrite(req('POST', 'http://basera.test:8080'), site)).toBe(false);
    expect(isCrossOriginWrite(req('POST', 'https://basera.pk'), site)).toBe(false);
    expect(isCrossOriginWrite(req('POST'), site)).toBe(false);
  });
  it('refuses writes from another site, an opaque origin or a malformed one', () => {
    expect(isCrossOriginWrite(req('POST', 'http://evil.test'), site)).toBe(true);
    expect(isCrossOriginWrite(req('DELETE', 'null'), site)).toBe(true);
    expect(isCrossOriginWrite(req('PUT', 'not a url'), site)).toBe(true);
  });
});
