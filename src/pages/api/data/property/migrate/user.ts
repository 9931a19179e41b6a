import { z } from 'zod';
import { endpoint } from '../../../../../lib/http/endpoint';
import { HttpError } from '../../../../../lib/http/problem';
import { getDb } from '../../../../../lib/db';
import { isOperator } from '../../../../../lib/accounts/roles';
import { ensureUserRow } from '../../../../../lib/accounts/users.server';
import { migrateLegacyUser, sessionUserOf } from '../../../../../lib/accounts/legacy.server';
import { getUserBySub } from '../../../../../lib/auth/admin.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/migrate/user',
    summary: "Move a legacy user's listings and likes to their new account, exactly once",
    tags: ['Accounts'],
    access: 'user',
    body: z.object({ legacyUserId: z.union([z.string(), z.number()]).transform(String), userId: z.string().min(1) }),
    response: z.object({ migrated: z.boolean(), listingsMoved: z.number().int() }),
    errors: { 401: 'Not signed in', 404: "Not the caller's own legacy account" },
  },
  async ({ body, context }) => {
    const actor = context.locals.user!;
    // A person moves only the legacy account linked to their own; operators may move any.
    if (!isOperator(actor)) {
      const account = body.userId === actor.id ? await getUserBySub(actor.id) : null;
      if (!account || account.attributes['custom:legacy_user_id'] !== body.legacyUserId) throw new HttpError(404, 'Not found.');
    }
    const other = body.userId === actor.id ? null : await getUserBySub(body.userId);
    if (body.userId !== actor.id && !other) throw new HttpError(404, 'Not found.');
    const owner = other ? sessionUserOf(other) : actor;
    return migrateLegacyUser(getDb(), body.legacyUserId, await ensureUserRow(getDb(), owner));
  },
);
