import { settings } from '../config/settings.server';
import { log } from '../observability/log.server';
import { HttpError } from '../http/problem';

export interface OutboxMessage {
  to: string;
  text: string;
  at: string;
}

const OUTBOX_LIMIT = 50;
/** How long a text message may take to be accepted by the gateway before the request gives up. */
export const SMS_TIMEOUT_MS = 5000;
/** Said when a gateway does not take a code: nothing is lost, the person asks again. */
export const CODE_NOT_SENT = 'The code could not be sent right now. Please try again in a moment.';
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
    let res: Response;
    try {
      res = await fetch(SMS_GATEWAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: to, message: text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      // A gateway that does not answer (or cannot be reached) must not hold the request: say so and let them retry.
      log.warn({ err: error }, 'SMS gateway did not answer');
      throw new HttpError(503, CODE_NOT_SENT);
    }
    if (!res.ok) {
      log.warn({ status: res.status }, 'SMS gateway refused a message');
      throw new HttpError(503, CODE_NOT_SENT);
    }
    return;
  }
  if (NODE_ENV === 'production') throw new Error('SMS_GATEWAY_URL is not set: text messages cannot be sent.');
  log.info({ to, text }, 'text message (no SMS gateway set)');
  outbox.unshift({ to, text, at: new Date().toISOString() });
  outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
}
