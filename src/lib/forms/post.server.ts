/**
 * A form posted to a page without script (progressive enhancement): the page validates it with the
 * API's own schema and runs the API's own action, then either redirects (Post/Redirect/Get) or shows
 * the form again with each field's message and everything that was typed.
 */
import type { z, ZodTypeAny } from 'zod';
import { fieldErrors, HttpError, VALIDATION_DETAIL } from '@/lib/http/problem';
import { hasNul, NUL_REFUSED } from '@/lib/http/nul';

/** What a form shows when it is drawn again in answer to its post. */
export interface PostedForm {
  /** The fields as they were typed. */
  values: Record<string, string>;
  /** One message per field, under that field. */
  errors: Record<string, string>;
  /** One message for the whole form, above its button. */
  failure: string | null;
}

export type FormAnswer<R> =
  | { kind: 'done'; result: R }
  | { kind: 'shown'; status: number; headers: Record<string, string>; form: PostedForm };

/** As much as the API takes as JSON: a form's few fields never come near it. */
const MAX_FORM_BYTES = 256 * 1024;

/** A posted form's text fields. A body that is not a form reads as empty, so the schema answers with its messages. */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  const size = Number(request.headers.get('content-length') ?? 0);
  if (size > MAX_FORM_BYTES) throw new HttpError(413, 'The form is too large to send.');
  let entries: Iterable<[string, FormDataEntryValue]>;
  if (type.includes('application/x-www-form-urlencoded')) {
    const text = await request.text();
    if (text.length > MAX_FORM_BYTES) throw new HttpError(413, 'The form is too large to send.');
    entries = new URLSearchParams(text).entries();
  } else if (type.includes('multipart/form-data')) {
    entries = (await request.formData().catch(() => new FormData())).entries();
  } else {
    entries = [];
  }
  const fields: Record<string, string> = {};
  // Files have no place in these forms; the first of a repeated name counts, as in the API's JSON.
  for (const [name, value] of entries) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

/**
 * Reads and checks a posted form and runs `act` on its values. `fixed` are the values the page itself
 * knows (the listing asked about) and win over anything posted. An HttpError from `act` (a limit, a
 * listing gone) is shown above the form, with its status and headers.
 */
export async function receiveForm<S extends ZodTypeAny, R>(
  request: Request,
  schema: S,
  fixed: Record<string, unknown>,
  act: (values: z.output<S>) => Promise<R>,
): Promise<FormAnswer<R>> {
  let values: Record<string, string> = {};
  try {
    values = await postedFields(request);
    // Shown again as typed, with the reason: nothing a person typed is lost.
    if (hasNul(values)) throw new HttpError(400, NUL_REFUSED);
    const parsed = schema.safeParse({ ...values, ...fixed });
    if (!parsed.success) {
      return { kind: 'shown', status: 400, headers: {}, form: { values, errors: fieldErrors(parsed.error), failure: VALIDATION_DETAIL } };
    }
    return { kind: 'done', result: await act(parsed.data) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { kind: 'shown', status: error.status, headers: error.headers, form: { values, errors: error.errors, failure: error.message } };
  }
}

/**
 * Where a sent form sends the visitor (the Get of Post/Redirect/Get): the same page, marked with the
 * form that was sent so the page says so in its place, scrolled to `anchor`. The mark is the same for
 * everyone, so the page stays one a cache may share, and its canonical address has no query.
 */
export function sentLocation(url: URL, form: string, anchor: string): string {
  return `${url.pathname}?sent=${encodeURIComponent(form)}#${anchor}`;
}

/** A posted form as its page sees it: sent (where to redirect), or to be drawn again. */
export type PostedFormAnswer = { kind: 'sent'; location: string } | Exclude<FormAnswer<unknown>, { kind: 'done' }>;

/** The part of a page's Astro global that answers a post. */
interface PageAnswer {
  redirect(path: string, status: 303): Response;
  response: { status?: number; headers: Headers };
}

/**
 * Answers a post on its page: sent, a redirect to where the page says so (the Get of
 * Post/Redirect/Get); else the page takes the answer's status and headers and gets the form to draw
 * again, as typed, with its messages.
 */
export function answerOnPage(page: PageAnswer, answer: PostedFormAnswer): Response | PostedForm {
  if (answer.kind === 'sent') return page.redirect(answer.location, 303);
  page.response.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) page.response.headers.set(name, value);
  return answer.form;
}

/** True on the page a sent `form` redirected to. */
export function wasSent(url: URL, form: string): boolean {
  return url.searchParams.get('sent') === form;
}
