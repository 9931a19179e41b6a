/** A fixed-window counter: how many hits a key has had in the current window, and when it resets. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

export interface CounterStore {
  /** Adds one hit to `key` in a window of `windowMs`, returning the count so far and the reset time. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
}

/**
 * The window `now` falls in when windows are aligned to the clock: what the shared stores count in, so
 * every server chooses the same window for the same moment.
 */
export function alignedWindow(now: number, windowMs: number): { index: number; resetAt: number } {
  const index = Math.floor(now / windowMs);
  return { index, resetAt: (index + 1) * windowMs };
}

/** In-process counters: right for one server; several servers share the Redis store instead. */
export class MemoryCounterStore implements CounterStore {
  private windows = new Map<string, WindowCount>();

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    let current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      current = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, current);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    current.count += 1;
    return { ...current };
  }

  private sweep(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}
