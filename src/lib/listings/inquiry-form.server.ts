import { receiveForm, sentLocation, type PostedFormAnswer } from '@/lib/forms/post.server';
import { sendInquiry, type InquiryContext } from './inquiry.server';
import { inquirySchema } from './schema';

/**
 * The inquiry form posted to a listing page without script: the same schema and the same sending
 * (limits, storage, the owner's notice) as `POST /api/data/inquiry`. Sent, the visitor is redirected
 * to the page with the success message at the form; otherwise the page shows the form again.
 */
export async function receiveInquiryForm(context: InquiryContext & { url: URL }, propertyId: number): Promise<PostedFormAnswer> {
  const answer = await receiveForm(context.request, inquirySchema, { propertyId }, (values) => sendInquiry(context, values));
  if (answer.kind !== 'done') return answer;
  return { kind: 'sent', location: sentLocation(context.url, 'inquiry', 'inquiry-heading') };
}
