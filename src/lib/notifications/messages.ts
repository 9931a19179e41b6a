/**
 * What owners are told about their listings, as short texts that read well as an SMS and as an
 * e-mail. Pure: the words live here, the sending in notify.server.ts.
 */
import { formatOrdinalDate } from '@/lib/text/dates';

export type OwnerEvent = 'published' | 'rejected' | 'improve' | 'expiring' | 'expired' | 'inquiry' | 'takenDown';

export interface NoticeListing {
  id: number;
  title: string;
  expiresAt?: string | null;
}

export interface Notice {
  subject: string;
  text: string;
}

const quoted = (title: string, max = 60) => `"${title.length > max ? `${title.slice(0, max - 3)}...` : title}"`;

/** The subject and text for one event; `site` is the public address, for the link to My Properties. */
export function ownerNotice(event: OwnerEvent, listing: NoticeListing, site: string): Notice {
  const name = quoted(listing.title);
  const link = (status: string) => `${site.replace(/\/$/, '')}/my-properties?status=${status}`;
  switch (event) {
    case 'published':
      return { subject: 'Your property is live on Basera', text: `Basera: your property ${name} is now published. ${link('published')}` };
    case 'rejected':
      return {
        subject: 'Your property was not approved',
        text: `Basera: your property ${name} was not approved. See the feedback, fix it and submit again: ${link('rejected')}`,
      };
    case 'improve':
      return {
        subject: 'Your property needs a few improvements',
        text: `Basera: your property ${name} needs a few improvements before it goes live. See the feedback: ${link('rejected')}`,
      };
    case 'expiring':
      return {
        subject: 'Your property is about to expire',
        text: `Basera: your property ${name} expires on ${listing.expiresAt ? formatOrdinalDate(listing.expiresAt) : 'soon'}. Renew it to keep it live: ${link('published')}`,
      };
    case 'expired':
      return { subject: 'Your property has expired', text: `Basera: your property ${name} has expired. Renew it to publish it again: ${link('removed')}` };
    case 'takenDown':
      return {
        subject: 'Your property was taken down',
        text: `Basera: your property ${name} was taken down after a review. Edit it and submit it again: ${link('removed')}`,
      };
    case 'inquiry':
      return { subject: 'New inquiry about your property', text: `Basera: you have a new inquiry about ${name}. Read it: ${link('published')}` };
  }
}

export interface CutListing {
  title: string;
  /** The listing's address on the site ('/sale/171'). */
  path: string;
  /** The new price as the site shows it ('PKR 2.38 Crore'). */
  priceText: string;
  percent: number;
}

/**
 * A person who liked a listing, when it is published at a lower price: what it costs now, where to see it,
 * and where to stop these notices.
 */
export function likedPriceCutNotice(listing: CutListing, site: string): Notice {
  const base = site.replace(/\/$/, '');
  return {
    subject: 'A property you liked is now cheaper',
    // The title is cut shorter than in owners' notices: two links must fit in a text message.
    text: `Basera: a property you liked, ${quoted(listing.title, 40)}, is now ${listing.priceText} (${listing.percent}% less): ${base}${listing.path} Stop these: ${base}/my-account#notices`,
  };
}

export interface EndingWanted {
  id: number;
  /** What it asks for, as its card says ('House to buy in DHA Phase 5, Lahore'). */
  headline: string;
  openUntil: string;
}

/**
 * A Wanted request's poster, as its last week begins: when it leaves the lists, and where to keep it open.
 * The link names the request, so the page opens at it: a request in its last week sorts last in its city.
 */
export function wantedEndingNotice(request: EndingWanted, site: string): Notice {
  const link = `${site.replace(/\/$/, '')}/wanted?request=${request.id}#request-${request.id}`;
  return {
    subject: 'Your Wanted request ends soon',
    text: `Basera: your request ${quoted(request.headline)} is shown until ${formatOrdinalDate(request.openUntil)}. Still looking? Keep it open: ${link}`,
  };
}
