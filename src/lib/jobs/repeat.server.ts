import { log } from '@/lib/observability/log.server';

/**
 * A job every server process runs on a timer (listing expiry, media clean-up). Each job is safe to run
 * on several servers at once by itself; this only keeps one process from overlapping its own runs, and
 * lets a failed run be logged without stopping the next. Timers never keep the process alive.
 */
export function repeatingJob(name: string, work: () => Promise<unknown>, { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number }) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  return {
    /** Starts the timer; later calls do nothing (the middleware calls this on every request). */
    start() {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
      setTimeout(tick, firstAfterMs).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
