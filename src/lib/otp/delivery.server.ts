import { settings } from '../config/settings.server';
import { log } from '../observability/log.server';

export interface OutboxMessage {
  to: string;
  text: string;
  at: string;
}

const OUTBOX_LIMIT = 50;
const outbox: OutboxMessage[] = [];

/** Messages sent without a gateway, newest first: the development outbox page shows them. */
export function outboxMessages(): readonly OutboxMessage[] {
  return outbox;
}

/**
 * Sends a text message: to the SMS gateway when one is set, otherwise to the server log and the
 * development outbox (never in production, where a missing gateway is a configuration error).
 */
export async function sendText(to: string, text: string): Promise<void> {
  const { SMS_GATEWAY_URL, NODE_ENV } = settings();
  if (SMS_GATEWAY_URL) {
    const res = await fetch(SMS_GATEWAY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: to, message: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    return;
  }
  if (NODE_ENV === 'production') throw new Error('SMS_GATEWAY_URL is not set: text messages cannot be sent.');
  log.info({ to, text }, 'text message (no SMS gateway set)');
  outbox.unshift({ to, text, at: new Date().toISOString() });
  outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
}
