import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatingJob } from './repeat.server';

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatingJob', () => {
  it('runs first after its delay, then on its interval, never overlapping its own run', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const job = repeatingJob('test job', () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    }, { everyMs: 1000, firstAfterMs: 100 });
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    // Still running at the next tick: that tick is skipped.
    await vi.advanceTimersByTimeAsync(900);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    job.stop();
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('goes on with the next run after one fails', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const job = repeatingJob('flaky job', async () => {
      runs += 1;
      if (runs === 1) throw new Error('database down');
    }, { everyMs: 1000, firstAfterMs: 10 });
    job.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    job.stop();
  });
});
