import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue';

/** A render that takes `turns` turns of the event loop, noting when it starts and ends. */
function render(log: string[], name: string, turns = 0) {
  return async () => {
    log.push(`start ${name}`);
    for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${name}`);
    return name;
  };
}

describe('RenderQueue', () => {
  it('runs no more than its limit at once, in the order the renders came', async () => {
    const queue = new RenderQueue(2);
    const log: string[] = [];
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((name) => queue.run(render(log, name, 3))));
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
    let running = 0;
    let most = 0;
    for (const entry of log) {
      running += entry.startsWith('start') ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
    expect(log.filter((e) => e.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(queue.queued).toBe(0);
  });

  it('lets the event loop turn between two renders, so input that came meanwhile is read first', async () => {
    const queue = new RenderQueue(1);
    const log: string[] = [];
    const first = queue.run(async () => {
      log.push('render 1');
      // Stands for a request whose bytes arrive while the first render runs.
      setImmediate(() => log.push('input read'));
    });
    const second = queue.run(async () => {
      log.push('render 2');
    });
    expect(queue.queued).toBe(2);
    await Promise.all([first, second]);
    expect(log).toEqual(['render 1', 'input read', 'render 2']);
  });

  it('puts a render queued during another behind the ones already waiting', async () => {
    const queue = new RenderQueue(1);
    const log: string[] = [];
    const late: Array<Promise<unknown>> = [];
    const runs = [
      queue.run(async () => {
        log.push('start a');
        late.push(queue.run(render(log, 'late')));
      }),
      queue.run(render(log, 'b')),
    ];
    await Promise.all(runs);
    await Promise.all(late);
    expect(log.filter((e) => e.startsWith('start'))).toEqual(['start a', 'start b', 'start late']);
  });

  it('frees the place of a render that fails and passes its error on', async () => {
    const queue = new RenderQueue(1);
    const failing = queue.run(async () => {
      throw new Error('render failed');
    });
    const next = queue.run(async () => 'served');
    await expect(failing).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('served');
    await expect(queue.run(async () => 'still serving')).resolves.toBe('still serving');
  });

  it('needs a limit of at least one', () => {
    expect(() => new RenderQueue(0)).toThrow(/limit of 1 or more/);
    expect(() => new RenderQueue(1.5)).toThrow(/limit of 1 or more/);
  });
});
