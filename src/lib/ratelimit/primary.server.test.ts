import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { consume, MemoryCounterStore, useCounterStore } from './index';
import { PrimaryCounterStore } from './primary.server';

/** A stand-in for the first process: counts keys as scripts/serve.mjs does, answering on the channel. */
function firstProcess({ answers = true } = {}) {
  const channel = new EventEmitter() as EventEmitter & { send(message: { id: number; key: string }, callback: (error: Error | null) => void): void };
  const counts = new Map<string, number>();
  const sent: string[] = [];
  channel.send = (message, callback) => {
    setImmediate(() => callback(null));
    sent.push(message.key);
    const count = (counts.get(message.key) ?? 0) + 1;
    counts.set(message.key, count);
    if (answers) setImmediate(() => channel.emit('message', { type: 'basera:counted', id: message.id, count }));
  };
  return { channel, sent };
}

const inquiry = { name: 'inquiry', max: 2, windowMs: 60_000 };

describe('PrimaryCounterStore', () => {
  afterEach(() => useCounterStore(new MemoryCounterStore()));

  it('counts in the first process, so two server processes share one limit', async () => {
    const { channel } = firstProcess();
    const t = 6_000_000;
    useCounterStore(new PrimaryCounterStore(channel));
    expect((await consume(inquiry, 'a', t)).allowed).toBe(true);
    // A second server process, with a store of its own, on the same first process.
    useCounterStore(new PrimaryCounterStore(channel));
    expect((await consume(inquiry, 'a', t + 10)).allowed).toBe(true);
    const third = await consume(inquiry, 'a', t + 20);
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
  });

  it('names the window in the key, so the next window starts from nothing', async () => {
    const { channel, sent } = firstProcess();
    const store = new PrimaryCounterStore(channel);
    const first = await store.hit('inquiry:a', 60_000, 59_999);
    const next = await store.hit('inquiry:a', 60_000, 60_000);
    expect(sent).toEqual(['inquiry:a:0', 'inquiry:a:1']);
    expect(first).toEqual({ count: 1, resetAt: 60_000 });
    expect(next).toEqual({ count: 1, resetAt: 120_000 });
  });

  it('gives up on a first process that does not answer, and consume() still limits on its own', async () => {
    const { channel } = firstProcess({ answers: false });
    const errors: unknown[] = [];
    useCounterStore(new PrimaryCounterStore(channel, 20), (error) => errors.push(error));
    const t = 7_000_000;
    expect((await consume(inquiry, 'quiet', t)).allowed).toBe(true);
    expect((await consume(inquiry, 'quiet', t)).allowed).toBe(true);
    expect((await consume(inquiry, 'quiet', t)).allowed).toBe(false);
    expect(errors).toHaveLength(3);
  });

  it('fails a count at once when the channel to the first process is closed', async () => {
    const channel = Object.assign(new EventEmitter(), {
      send: (_message: unknown, callback: (error: Error | null) => void) => setImmediate(() => callback(new Error('channel closed'))),
    });
    const started = Date.now();
    await expect(new PrimaryCounterStore(channel, 5000).hit('inquiry:a', 60_000, 0)).rejects.toThrow('channel closed');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
