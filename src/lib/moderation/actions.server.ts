/**
 * What a moderator does: publish, reject or ask to improve (with feedback), mark verified, and
 * handle reports. Each action, its feedback and its audit entry are one transaction; the status
 * change goes through the lifecycle (transition()), so a listing that changed meanwhile is a 409.
 * The owner is told after the transaction has committed. A decision ends the listing's claim and renews
 * the operator's others on the same page (its hold), in the same transaction (claims.server.ts,
 * docs/decisions/064-review-claims.md).
 */
import type { Kysely, Transaction } from 'kysely';
import { nowIso, type Database } from '@/lib/db';
import { HttpError } from '@/lib/http/problem';
import { listingNotFound } from '@/lib/listings/messages';
import { TAKEN_DOWN_REASON } from '@/lib/listings/lifecycle';
import { expiryFrom, transition } from '@/lib/listings/manage-status.server';
import { notifyLikersOfCut, notifyOwner } from '@/lib/notifications/notify.server';
import { recordAudit } from './audit.server';
import { endClaim, renewHoldOf } from './claims.server';
import { moderationMessages, type ReturnValues } from './schema';

type Db = Kysely<Database>;

async function listingForUpdate(trx: Transaction<Database>, listingId: number) {
  const row = await trx
    .selectFrom('listings')
    .select(['id', 'status', 'removal_reason', 'verified', 'published_at', 'expires_at'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, listingNotFound);
  return row;
}

/**
 * Holds the listing as the operator saw it (its submission time `seen`) for the rest of the transaction,
 * or refuses: an owner's save meanwhile moved the time. The no-op write takes the row's lock (PostgreSQL)
 * or the database's (SQLite), so an owner's save cannot land between this check and the decision: it
 * waits, and then finds the status changed.
 */
async function holdVersion(trx: Transaction<Database>, listingId: number, seen: string | undefined) {
  if (seen === undefined) return;
  const held = await trx.updateTable('listings').set({ updated_at: seen }).where('id', '=', listingId).where('updated_at', '=', seen).executeTakeFirst();
  if (Number(held.numUpdatedRows) > 0) return;
  const listing = await listingForUpdate(trx, listingId);
  // Not in review any more: the lifecycle's refusal says what it is now (another operator decided).
  if (listing.status === 'in_review') throw new HttpError(409, moderationMessages.changedByOwner);
}

export async function publishListing(db: Db, actorId: number, listingId: number, now = new Date(), seen?: string) {
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx) => {
    await holdVersion(trx, listingId, seen);
    const listing = await listingForUpdate(trx, listingId);
    const expiresAt = expiryFrom(now);
    const status = await transition(trx, listing, 'publish', { published_at: listing.published_at ?? at, expires_at: expiresAt, updated_at: at });
    await trx.updateTable('listing_feedback').set({ resolved_at: at }).where('listing_id', '=', listingId).where('resolved_at', 'is', null).execute();
    await renewHoldOf(trx, actorId, listingId, now);
    await endClaim(trx, listingId);
    await recordAudit(trx, {
      actorUserId: actorId, action: 'publish', subjectType: 'listing', subjectId: listingId,
      before: { status: listing.status, expiresAt: listing.expires_at }, after: { status, expiresAt },
    });
    return { propertyId: listingId, status, expiresAt };
  });
  await notifyOwner(db, listingId, 'published');
  // In the background: a listing many people liked must not hold the operator's next decision.
  void notifyLikersOfCut(db, listingId, at);
  return { ...result, message: moderationMessages.published };
}

/** Reject ('reject') or ask to improve ('improve'): the listing goes back to its owner with feedback. */
export async function returnListing(db: Db, actorId: number, values: ReturnValues, mode: 'reject' | 'improve', now = new Date()) {
  const at = now.toISOString();
  const defaultStatus = mode === 'reject' ? 'REJECTED' : 'IMPROVE';
  const result = await db.transaction().execute(async (trx) => {
    await holdVersion(trx, values.propertyId, values.seen);
    const listing = await listingForUpdate(trx, values.propertyId);
    const status = await transition(trx, listing, mode, { updated_at: at });
    const feedback = values.feedback.map((f) => ({ kind: f.kind, status: f.status ?? defaultStatus, message: f.message }));
    if (feedback.length > 0) {
      await trx
        .insertInto('listing_feedback')
        .values(feedback.map((f) => ({ listing_id: values.propertyId, ...f, author_user_id: actorId, created_at: at, resolved_at: null })))
        .execute();
    }
    const images = [];
    for (const image of values.images) {
      const changed = await trx
        .updateTable('listing_images')
        .set({ rejection_reason: image.reason })
        .where('id', '=', image.imageId)
        .where('listing_id', '=', values.propertyId)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) > 0) images.push(image);
    }
    await renewHoldOf(trx, actorId, values.propertyId, now);
    await endClaim(trx, values.propertyId);
    await recordAudit(trx, {
      actorUserId: actorId, action: mode, subjectType: 'listing', subjectId: values.propertyId,
      before: { status: listing.status }, after: { status, feedback, images },
    });
    return { propertyId: values.propertyId, status, feedback: feedback.length, images: images.length };
  });
  await notifyOwner(db, values.propertyId, mode === 'reject' ? 'rejected' : 'improve');
  return { ...result, message: mode === 'reject' ? moderationMessages.rejected : moderationMessages.improve };
}

export async function setVerified(db: Db, actorId: number, listingId: number, verified: boolean, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const listing = await listingForUpdate(trx, listingId);
    // Not a decision (the listing stays in review and stays theirs), but the operator is at work on their page.
    await renewHoldOf(trx, actorId, listingId, now);
    const flag = verified ? 1 : 0;
    // A published listing's page changes (its badge), so it counts as updated; one in review keeps its
    // time, which is its place in the queue and the 'submitted' time operators see.
    const changed = listing.status === 'published' ? { updated_at: now.toISOString() } : {};
    await trx.updateTable('listings').set({ verified: flag, ...changed }).where('id', '=', listingId).execute();
    await recordAudit(trx, {
      actorUserId: actorId, action: verified ? 'verify' : 'unverify', subjectType: 'listing', subjectId: listingId,
      before: { verified: Number(listing.verified) === 1 }, after: { verified },
    });
    return { propertyId: listingId, verified, message: verified ? moderationMessages.verified : moderationMessages.unverified };
  });
}

async function openReport(trx: Transaction<Database>, reportId: number) {
  const report = await trx.selectFrom('reports').select(['id', 'listing_id', 'status', 'reason']).where('id', '=', reportId).executeTakeFirst();
  if (!report) throw new HttpError(404, moderationMessages.reportNotFound);
  if (report.status !== 'open') throw new HttpError(409, moderationMessages.reportHandled);
  return report;
}

/** Closes every open report about a listing; answers how many. */
async function resolveReports(trx: Transaction<Database>, listingId: number, at: string): Promise<number> {
  const closed = await trx.updateTable('reports').set({ status: 'resolved', resolved_at: at }).where('status', '=', 'open').where('listing_id', '=', listingId).executeTakeFirst();
  return Number(closed.numUpdatedRows);
}

/**
 * Dismisses an open report, leaving the listing as it is. With `sameListing`, also every earlier open report
 * about the same listing: the operator saw them together, up to this one (the newest shown); a report that
 * arrives meanwhile has a higher id and stays open for someone to read.
 */
export async function dismissReport(db: Db, actorId: number, reportId: number, sameListing = false) {
  return db.transaction().execute(async (trx) => {
    const report = await openReport(trx, reportId);
    const at = nowIso();
    const closing = sameListing
      ? await trx.selectFrom('reports').select('id').where('listing_id', '=', report.listing_id).where('status', '=', 'open').where('id', '<=', reportId).execute()
      : [{ id: reportId }];
    const ids = closing.map((r) => r.id);
    // Compare and set: of two moderators dismissing at once, one is told it was already handled.
    const closed = await trx.updateTable('reports').set({ status: 'resolved', resolved_at: at }).where('id', 'in', ids).where('status', '=', 'open').executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== ids.length) throw new HttpError(409, moderationMessages.reportHandled);
    await recordAudit(trx, {
      actorUserId: actorId, action: 'dismiss-report', subjectType: 'report', subjectId: reportId,
      before: { status: 'open', listingId: report.listing_id, reason: report.reason }, after: { status: 'resolved', ...(sameListing ? { reportsClosed: ids } : {}) },
    });
    return { reportId, status: 'resolved' as const, reportsClosed: ids.length, message: moderationMessages.dismissed };
  });
}

/**
 * Takes a published listing down (removed, reason 'taken-down'), closes its open reports and ends any claim
 * on it, in the caller's transaction. `note` says what the operator acted on, for the audit log.
 */
async function takeDownIn(trx: Transaction<Database>, actorId: number, listingId: number, reason: string, now: Date, note: string) {
  const at = now.toISOString();
  const listing = await listingForUpdate(trx, listingId);
  const status = await transition(trx, listing, 'takeDown', { removed_at: at, removal_reason: TAKEN_DOWN_REASON, removed_other: reason, updated_at: at });
  const closed = await resolveReports(trx, listingId, at);
  await renewHoldOf(trx, actorId, listingId, now);
  await endClaim(trx, listingId);
  await recordAudit(trx, {
    actorUserId: actorId, action: 'take-down', subjectType: 'listing', subjectId: listingId,
    before: { status: listing.status }, after: { status, reason, reportsClosed: closed }, note,
  });
  return { propertyId: listingId, status, reportsClosed: closed };
}

/** Takes a reported published listing down and closes its open reports. */
export async function takeDownReported(db: Db, actorId: number, reportId: number, reason: string, now = new Date()) {
  const result = await db.transaction().execute(async (trx) => {
    const report = await openReport(trx, reportId);
    return { reportId, ...(await takeDownIn(trx, actorId, report.listing_id, reason, now, `report ${reportId}`)) };
  });
  await notifyOwner(db, result.propertyId, 'takenDown');
  return { ...result, message: moderationMessages.takenDown };
}

/**
 * Takes a published listing down from its own page (docs/decisions/094), reported or not: a complaint that
 * came by phone or e-mail, or what an operator saw while browsing. Its open reports close with it.
 */
export async function takeDownListing(db: Db, actorId: number, listingId: number, reason: string, now = new Date()) {
  const result = await db.transaction().execute((trx) => takeDownIn(trx, actorId, listingId, reason, now, 'from the listing page'));
  await notifyOwner(db, result.propertyId, 'takenDown');
  return { ...result, message: moderationMessages.takenDown };
}
