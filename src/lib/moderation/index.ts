// The operators' console: the public surface. Server-only (schema.ts is also safe in the browser).
export { publishListing, returnListing, setVerified, dismissReport, takeDownReported, takeDownListing } from './actions.server';
export { reviewQueue, reportsQueue, queueCount, queueCities, parseCursor, cursorOf, type QueueCursor, type QueueListing, type QueueImage, type QueueReport, type QueueFilter } from './queue.server';
export { claimQueuePage, handBack, parseHold, HOLD_PATTERN, REVIEW_CLAIM_LEASE_MINUTES, type ClaimedListing, type ClaimedQueue, type HeldBy, type QueueLoad, type QueueViewer } from './claims.server';
export { auditEntries, recordAudit, type AuditEntryView } from './audit.server';
export * from './schema';
export { isModerator, MODERATORS_GROUP } from './access';
