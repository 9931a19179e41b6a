import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { validationProblem } from '@/lib/http/problem';
import { formOrJson, seeOther } from '@/lib/http/form-or-json.server';
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
    response: z.object({ currency: z.enum(CURRENCY_CODES) }),
    errors: { 303: 'After a form post: back to `redirect`' },
  },
  async ({ context }) => {
    const { isForm, raw } = await formOrJson(context);
    const parsed = choice.safeParse(raw);
    if (!parsed.success) return validationProblem(parsed.error);
    context.cookies.set(CURRENCY_COOKIE, parsed.data.currency, { ...currencyCookieOptions, secure: context.url.protocol === 'https:' });
    if (isForm) return seeOther(parsed.data.redirect ?? '/');
    return { currency: parsed.data.currency };
  },
);
