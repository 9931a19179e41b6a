import type { APIRoute } from 'astro';
import { requireUser } from '@/lib/auth/guard';
import { getDb } from '@/lib/db';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { inboxExport } from '@/lib/inquiries/inbox.server';
import { csvFileName, inquiriesCsv } from '@/lib/inquiries/csv';

/** Every inquiry about the signed-in person's listings as a spreadsheet (docs/decisions/097). */
export const GET: APIRoute = async (context) => {
  const user = requireUser(context);
  if (user instanceof Response) return user;
  const db = getDb();
  const userId = await viewerUserId(db, user);
  const rows = userId === null ? [] : await inboxExport(db, userId);
  return new Response(inquiriesCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName()}"`,
      'cache-control': 'private, no-store',
    },
  });
};
