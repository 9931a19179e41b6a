import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { seeOther } from '@/lib/http/form-or-json.server';
import { CURRENCY_CODES } from '@/lib/money/currency';
import { CURRENCY_COOKIE, currencyCookieOptions } from '@/lib/money/currency-cookie';

// Only a path on this site: the redirect must never send a visitor elsewhere.
const backTo = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), { message: 'Must be a path on this site' })
  .optional();

const choice = z.object({
  currency: z.enum(CURRENCY_CODES, { errorMap: () => ({ message: `Currency is one of ${CURRENCY_CODES.join(', ')}` }) }),
  redirect: backTo,
});

/**
 * Remembers the visitor's currency in a cookie. A plain form posts here (no JavaScript needed) and
 * is sent back to the page it came from; a script may post JSON and reload itself.
 */
export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/preferences/currency',
    summary: 'Choose the currency prices are shown in (cookie `currency`); a form post is redirected back',
    tags: ['Preferences'],
    body: choice,
    form: true,
    response: z.object({ currency: z.enum(CURRENCY_CODES) }),
    errors: { 303: 'After a form post: back to `redirect`' },
  },
  async ({ body, isForm, context }) => {
    context.cookies.set(CURRENCY_COOKIE, body.currency, { ...currencyCookieOptions, secure: context.url.protocol === 'https:' });
    if (isForm) return seeOther(body.redirect ?? '/');
    return { currency: body.currency };
  },
);
