import type { Limit } from '@/lib/ratelimit';

/**
 * How often one client may act on listings. Inquiries and reports reach people (owners,
 * moderators), so they are limited per client and, for inquiries, per listing too; phone reveals
 * are limited so the numbers cannot be harvested.
 */
export const listingLimits = {
  inquiryPerClient: { name: 'inquiry-client', max: 10, windowMs: 60 * 60_000 },
  inquiryPerListing: { name: 'inquiry-listing', max: 3, windowMs: 60 * 60_000 },
  reportPerClient: { name: 'report-client', max: 10, windowMs: 60 * 60_000 },
  contactPerClient: { name: 'contact-client', max: 30, windowMs: 60 * 60_000 },
  viewPerClient: { name: 'view-client', max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;
