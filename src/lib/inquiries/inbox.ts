/**
 * The inquiries page (docs/decisions/097): every inquiry about a person's listings in one list, newest first,
 * for the agent with fifty listings who wants today's leads without opening fifty cards. Pure rules: the
 * page's addresses, what it says, and the WhatsApp reply both it and My Properties open.
 */
import { buildHref } from '@/lib/search/navigation';
import { listingPath, type ListingPurpose } from '@/lib/listings/rules';
import { whatsappHref } from '@/lib/phone';
import type { ListingStatus } from '@/lib/db/schema';

export const INBOX_PATH = '/my-inquiries';
export const INBOX_CSV_PATH = '/my-inquiries.csv';
/** Where 'Mark all as read' posts; a plain form is sent back to the page. */
export const INBOX_SEEN_PATH = '/api/data/property/inquiries/seenAll';
/** Enough rows for a year of an agency's leads in one spreadsheet; more than that is a data export, not a download. */
export const INBOX_CSV_MAX_ROWS = 10_000;

export type InboxShow = 'all' | 'unread';

/** The list asked for by `?show=`: anything but 'unread' is all of them. */
export function showOf(value: string | null): InboxShow {
  return value === 'unread' ? 'unread' : 'all';
}

export function inboxHref(show: InboxShow, page = 1): string {
  return buildHref(INBOX_PATH, { show: show === 'unread' ? 'unread' : null, page: page > 1 ? page : null });
}

export const inboxMessages = {
  title: 'Inquiries',
  lead: 'Everyone who asked about your properties, newest first.',
  emptyHeading: 'No inquiries yet',
  empty: 'When someone asks about one of your properties, their name, number and message show here and on the property in My Properties.',
  noneUnread: 'You have read every inquiry.',
  markAllRead: 'Mark all as read',
  download: 'Download as a spreadsheet (CSV)',
  newBadge: 'New',
} as const;

/** 'Marked 3 inquiries as read.', said after the form is sent back; nothing left to mark says so too. */
export function markedText(count: number): string {
  if (count === 0) return 'There was nothing new to mark.';
  return `Marked ${count} ${count === 1 ? 'inquiry' : 'inquiries'} as read.`;
}

/** The count beside the page's heading: '12 inquiries · 3 new'. */
export function inboxSummary(total: number, unread: number): string {
  const all = `${total.toLocaleString('en-PK')} ${total === 1 ? 'inquiry' : 'inquiries'}`;
  return unread > 0 ? `${all} · ${unread.toLocaleString('en-PK')} new` : all;
}

export interface InquiryListing {
  id: number;
  title: string;
  purpose: ListingPurpose;
  status: ListingStatus;
}

/**
 * Where an inquiry's listing opens for its owner: its public page while published, otherwise the owner's own
 * card in My Properties (found by its Property ID), since a listing taken off the market is a 404 to visitors.
 */
export function ownerListingHref(listing: InquiryListing): string {
  if (listing.status === 'published') return listingPath(listing.purpose, listing.id);
  return buildHref('/my-properties', { status: listing.status, q: String(listing.id) });
}

/** Owners and agents answer most inquiries on WhatsApp: the chat opens with the listing named. */
export function replyChatHref(inquiry: { name: string; phone: string | null }, listing: { id: number; title: string }): string | null {
  if (!inquiry.phone) return null;
  return whatsappHref(inquiry.phone, `Hi ${inquiry.name}, thank you for your inquiry about "${listing.title}" (Property ID ${listing.id}) on Basera.`);
}
