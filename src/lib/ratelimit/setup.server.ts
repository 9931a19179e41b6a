import { Redis } from 'ioredis';
import { settings } from '../config/settings.server';
import { log } from '../observability/log.server';
import { useCounterStore } from './index';
import { PrimaryCounterStore } from './primary.server';
import { RedisCounterStore } from './redis.server';

let configured = false;

/**
 * Counts rate limits in Redis when REDIS_URL is set, so every server shares them; without Redis, the
 * server processes of one machine (SERVER_PROCESSES) count in their first process, which sets
 * BASERA_COUNTERS for them. While Redis does not answer, commands fail at once (no offline queue: a
 * request never waits for it) and consume() counts on this server instead, so limits stay closed. One
 * log line when Redis goes away, one when it is back.
 */
export function configureCounterStore(): void {
  if (configured) return;
  configured = true;
  const url = settings().REDIS_URL;
  if (!url) {
    if (process.env.BASERA_COUNTERS === 'primary' && process.send) {
      useCounterStore(new PrimaryCounterStore(process), (error) => log.warn({ err: String(error) }, 'rate limit counted on this process alone'));
    }
    return;
  }
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
  let reachable = true;
  redis.on('error', (error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error, redis: redactedUrl(url) }, 'redis unreachable: rate limits count on this server alone until it answers');
  });
  redis.on('ready', () => {
    if (!reachable) log.info({ redis: redactedUrl(url) }, 'redis reachable again: rate limits are shared');
    reachable = true;
  });
  useCounterStore(new RedisCounterStore(redis));
}

function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
