import { describe, expect, it } from 'vitest';
import { taskLimit } from './task-limit';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('taskLimit', () => {
  it('runs no more than its slots at once, in the order asked', async () => {
    const run = taskLimit(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        run(async () => {
          started.push(n);
          active++;
          most = Math.max(most, active);
          await tick();
          active--;
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot when a task fails', async () => {
    const run = taskLimit(1);
    await expect(run(async () => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
