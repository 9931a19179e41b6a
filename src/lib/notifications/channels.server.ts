/**
 * Where a notice goes: a text message (the SMS gateway the OTP codes use) or an e-mail (an e-mail
 * gateway taking JSON). Without a gateway, outside production, both land in the server log and
 * the development outbox (/dev/outbox), the same one the OTP codes use.
 */
import { settings } from '@/lib/config/settings.server';
import { log } from '@/lib/observability/log.server';
import { sendText } from '@/lib/otp/delivery.server';
import type { Notice } from './messages';

export interface Recipient {
  phone: string | null;
  email: string | null;
}

/** Sends one e-mail: through the gateway, or (outside production) to the log and the outbox. */
export async function sendEmail(to: string, notice: Notice): Promise<void> {
  const { EMAIL_GATEWAY_URL, SMS_GATEWAY_URL, NODE_ENV } = settings();
  if (EMAIL_GATEWAY_URL) {
    const res = await fetch(EMAIL_GATEWAY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to, subject: notice.subject, text: notice.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`E-mail gateway answered ${res.status}`);
    return;
  }
  if (NODE_ENV === 'production') throw new Error('EMAIL_GATEWAY_URL is not set: e-mails cannot be sent.');
  // The outbox lives behind sendText; with an SMS gateway set, an e-mail must not become a text.
  if (SMS_GATEWAY_URL) log.info({ to, subject: notice.subject, text: notice.text }, 'e-mail (no e-mail gateway set)');
  else await sendText(to, `${notice.subject}: ${notice.text}`);
}

/**
 * Sends a notice by the configured channel, falling back to the other one when the person has no
 * address for it. Answers where it went, or null when the person can be reached by neither.
 */
export async function deliver(to: Recipient, notice: Notice): Promise<string | null> {
  const byEmail = settings().NOTIFY_CHANNEL === 'email';
  if (byEmail && to.email) {
    await sendEmail(to.email, notice);
    return to.email;
  }
  if (to.phone) {
    await sendText(to.phone, notice.text);
    return to.phone;
  }
  if (to.email) {
    await sendEmail(to.email, notice);
    return to.email;
  }
  return null;
}

/**
 * News a person asked to follow (a liked property's price cut, a saved search's new listings), not news of
 * their own listings: by e-mail where they have one, else by text to a phone they verified, never by the
 * owners' channel (NOTIFY_CHANNEL): such news is not worth a text to someone with an inbox. Answers whether
 * it went anywhere.
 */
export async function deliverFollowed(to: { email: string | null; phone: string | null; phone_verified: number }, notice: Notice): Promise<boolean> {
  if (to.email) await sendEmail(to.email, notice);
  else if (to.phone && to.phone_verified === 1) await sendText(to.phone, notice.text);
  else return false;
  return true;
}
