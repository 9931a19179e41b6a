import { afterEach, describe, expect, it } from 'vitest';
import { clientKey, consume, MemoryCounterStore, useCounterStore } from './index';

const inquiry = { name: 'inquiry', max: 3, windowMs: 60_000 };

describe('consume', () => {
  afterEach(() => useCounterStore(new MemoryCounterStore()));

  it('allows up to the limit in a window, then refuses until the window resets', async () => {
    useCounterStore(new MemoryCounterStore());
    const t = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await consume(inquiry, 'a', t)).allowed).toBe(true);
    const refused = await consume(inquiry, 'a', t + 1000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBe(59);
    expect((await consume(inquiry, 'b', t)).allowed).toBe(true);
    expect((await consume(inquiry, 'a', t + 60_000)).allowed).toBe(true);
  });

  it('fails safe: with the shared store down, this server still counts and refuses past the limit', async () => {
    const errors: unknown[] = [];
    useCounterStore({ hit: () => Promise.reject(new Error('redis down')) }, (e) => errors.push(e));
    const t = 5_000_000;
    for (let i = 0; i < 3; i++) expect((await consume(inquiry, 'down', t)).allowed).toBe(true);
    expect((await consume(inquiry, 'down', t)).allowed).toBe(false);
    expect(errors).toHaveLength(4);
  });
});

describe('clientKey', () => {
  const forwarded = new Request('http://x/', { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9, 10.0.0.1' } });

  it('uses the connection address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientKey(forwarded, '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientKey(new Request('http://x/'), undefined, 0)).toBe('unknown');
  });

  it('believes X-Forwarded-For only as far as the trusted proxies wrote it', () => {
    // One proxy: it appended the address it saw last; what the client sent before that is ignored.
    expect(clientKey(forwarded, '10.0.0.2', 1)).toBe('10.0.0.1');
    expect(clientKey(forwarded, '10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientKey(new Request('http://x/'), '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});
