/**
 * The Wanted page's forms posted without script: 'Post request', and each own request's 'Keep open' and
 * 'Close this request' buttons, told apart by the field only each button sends.
 */
import type { APIContext } from 'astro';
import { postedFields, type PostedFormAnswer } from '@/lib/forms/post.server';
import { receiveWantedPostForm } from './post.server';
import { receiveWantedRenewForm } from './renew.server';
import { receiveWantedCloseForm } from './close.server';

type PageContext = Pick<APIContext, 'request' | 'locals'>;

export async function receiveWantedPageForm(context: PageContext): Promise<PostedFormAnswer> {
  // A copy is read to tell them apart; the form's own reading (and its limits and messages) reads the original.
  const fields = await postedFields(context.request.clone()).catch(() => ({}) as Record<string, string>);
  if ('renew' in fields) return receiveWantedRenewForm(context);
  if ('close' in fields) return receiveWantedCloseForm(context);
  return receiveWantedPostForm(context);
}
