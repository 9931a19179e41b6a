import { alignedWindow, type CounterStore, type WindowCount } from './window';

/** The messages a server process and the first process (scripts/serve.mjs) exchange. */
interface CountMessage {
  type: 'basera:count';
  id: number;
  key: string;
  expiresAt: number;
}
interface CountedMessage {
  type: 'basera:counted';
  id: number;
  count: number;
}

/** The part of a child process's IPC channel this uses (process, in a server process). */
export interface Channel {
  send?(message: CountMessage, callback: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * Counters kept by the first process of a machine that runs several server processes without Redis
 * (SERVER_PROCESSES in scripts/serve.mjs), so a limit counts every process's requests, not each one's.
 * An answer that does not come within `timeoutMs` fails the hit, and consume() counts on this process.
 */
export class PrimaryCounterStore implements CounterStore {
  private next = 0;
  private waiting = new Map<number, (count: number) => void>();

  constructor(
    private channel: Channel,
    private timeoutMs = 1000,
  ) {
    channel.on('message', (message) => {
      const counted = message as Partial<CountedMessage> | null;
      if (counted?.type !== 'basera:counted' || typeof counted.id !== 'number') return;
      this.waiting.get(counted.id)?.(Number(counted.count));
    });
  }

  hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const send = this.channel.send?.bind(this.channel);
    if (!send) return Promise.reject(new Error('this process has no first process to count with'));
    const window = alignedWindow(now, windowMs);
    const id = ++this.next;
    return new Promise<WindowCount>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('the first server process did not answer a count'));
      }, this.timeoutMs);
      timer.unref?.();
      this.waiting.set(id, (count) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve({ count, resetAt: window.resetAt });
      });
      // The key names its window, so a count never carries over into the next one.
      send({ type: 'basera:count', id, key: `${key}:${window.index}`, expiresAt: window.resetAt }, (error) => {
        if (!error) return;
        clearTimeout(timer);
        this.waiting.delete(id);
        reject(error);
      });
    });
  }
}
