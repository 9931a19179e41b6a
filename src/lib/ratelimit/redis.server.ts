import { alignedWindow, type CounterStore, type WindowCount } from './window';

/** Counters in Redis, so every server behind the load balancer counts against the same limit. */
export class RedisCounterStore implements CounterStore {
  constructor(private redis: import('ioredis').Redis) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const window = alignedWindow(now, windowMs);
    const redisKey = `basera:rl:${key}:${window.index}`;
    const [[, count]] = (await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) as [[null, number]];
    return { count, resetAt: window.resetAt };
  }
}
