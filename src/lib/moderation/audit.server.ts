/**
 * The audit log of operators' actions: who did what to which listing or report, when, and the
 * state before and after. Written in the same transaction as the action, so neither exists alone.
 */
import type { Kysely } from 'kysely';
import { nowIso, parseJson, toJson, type Database } from '@/lib/db';

export interface AuditRecord {
  actorUserId: number | null;
  action: string;
  subjectType: 'listing' | 'report';
  subjectId: number;
  before: unknown;
  after: unknown;
  note?: string;
}

export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      actor_user_id: record.actorUserId,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: String(record.subjectId),
      detail: toJson({ before: record.before, after: record.after, ...(record.note ? { note: record.note } : {}) }),
    })
    .execute();
}

export interface AuditEntryView {
  id: number;
  at: string;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  note: string | null;
}

/**
 * Newest first, a page at a time; with `listingId`, one listing's history (what was decided on it before,
 * read through the subject index), as an operator checks a listing that comes back.
 */
export async function auditEntries(db: Kysely<Database>, page: number, pageSize: number, listingId?: number): Promise<{ total: number; items: AuditEntryView[] }> {
  const one = listingId !== undefined;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select(['a.id', 'a.at', 'a.action', 'a.subject_type', 'a.subject_id', 'a.detail', 'u.name', 'u.email'])
      .$if(one, (q) => q.where('a.subject_type', '=', 'listing').where('a.subject_id', '=', String(listingId)))
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(one, (q) => q.where('subject_type', '=', 'listing').where('subject_id', '=', String(listingId)))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    items: rows.map((r) => {
      const detail = parseJson<{ before?: unknown; after?: unknown; note?: string }>(r.detail, {});
      return {
        id: r.id,
        at: r.at,
        actor: r.name ?? r.email ?? 'the system',
        action: r.action,
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        before: detail.before ?? null,
        after: detail.after ?? null,
        note: detail.note ?? null,
      };
    }),
  };
}
