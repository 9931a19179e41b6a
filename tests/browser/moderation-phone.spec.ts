import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { withTestDb } from './support/db';
import { forgetListings as forget, queuedListing } from './support/review-queue';

// The review queue says when a listing's phone is also on other accounts' listings (docs/decisions/092).

/** Gives listing `id` the phone `phone`, and a listing of another account the same one; answers that listing. */
function shareThePhone(id: number, phone: string): number {
  return withTestDb((db) => {
    db.prepare('update listings set owner_phone = ? where id = ?').run(phone, id);
    const other = db.prepare("select id from users where email = 'agent@basera.pk'").get() as { id: number };
    const { lastInsertRowid } = db
      .prepare(
        `insert into listings (purpose, category, type, city_id, area_id, title, price, size_value, size_unit, size_sqft, features,
          owner_name, owner_code, owner_phone, user_id, status, created_at, updated_at)
         select purpose, category, type, city_id, area_id, 'Same phone, other account', price, size_value, size_unit, size_sqft, '{}',
          'Someone Else', '92', ?, ?, 'removed', created_at, updated_at from listings where id = ?`,
      )
      .run(phone, other.id, id);
    return Number(lastInsertRowid);
  });
}

test("a listing whose phone is on another account's listing says so in the queue; one with its own phone does not", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const shared = queuedListing(`Shared phone ${stamp}`, '2000-01-01T00:00:00.000Z');
  const own = queuedListing(`Own phone ${stamp}`, '2000-01-01T00:00:01.000Z');
  const phone = `33${String(Date.now()).slice(-8)}`;
  const other = shareThePhone(shared, phone);
  withTestDb((db) => db.prepare('update listings set owner_phone = ? where id = ?').run(`34${String(Date.now()).slice(-8)}`, own));
  try {
    const page = await signedInPage(browser, 'moderator@basera.pk', `/moderation?listing=${shared}`);
    const item = page.getByRole('article', { name: `Shared phone ${stamp}` });
    await expect(item.getByText('Phone also on 1 other account')).toBeVisible();
    // The other account's listing is named, for the operator to open.
    await expect(item.getByRole('link', { name: `#${other} Same phone, other account` })).toBeVisible();
    await page.goto(`/moderation?listing=${own}`);
    const alone = page.getByRole('article', { name: `Own phone ${stamp}` });
    await expect(alone).toBeVisible();
    await expect(alone.getByText(/^Phone also on/)).toHaveCount(0);
    await expect(alone.getByText(/^Same phone on/)).toHaveCount(0);
    await page.context().close();
  } finally {
    forget(shared, own, other);
  }
});
