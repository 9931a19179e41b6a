import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import InquiryForm from './InquiryForm';

type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: Field[] = ['name', 'email', 'phone', 'message'];

/**
 * Replaces the server-rendered inquiry form with the live one, keeping whatever was typed and the
 * field in use. Loaded on the first touch of the form, so the page ships no form code before that.
 */
export function mountInquiry(host: HTMLElement, options: { focus?: Field; submit?: boolean }): void {
  const form = host.querySelector('form');
  const value = (field: Field) =>
    (form?.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  const props = {
    listingId: Number(host.dataset.inquiry),
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    message: value('message'),
    focus: options.focus && FIELDS.includes(options.focus) ? options.focus : undefined,
  };
  const root = createRoot(host);
  flushSync(() => root.render(<InquiryForm {...props} />));
  // Marks the form as live, for whoever needs to know the static one is gone (and for tests).
  host.dataset.live = 'true';
  if (options.submit) host.querySelector('form')?.requestSubmit();
}
