import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { query } from './support/listing-data';
import { forget, publishedOfDemo } from './support/owner-listings';

// Operators act on a published listing from its own page (docs/decisions/094).

const panelName = 'For operators';

test('an operator marks a listing verified and takes it down with a reason; it is then gone for visitors', async ({ browser, page: visitor }) => {
  const title = `Operator panel house ${Date.now().toString(36)}`;
  const id = publishedOfDemo(title);
  try {
    await visitor.goto(`/sale/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('region', { name: panelName })).toHaveCount(0);

    const operator = await signedInPage(browser, 'moderator@basera.pk', `/sale/${id}`);
    try {
      const panel = operator.getByRole('region', { name: panelName });
      await expect(panel).toContainText('No open reports.');
      await expect(panel.getByRole('link', { name: 'Its audit log' })).toHaveAttribute('href', `/moderation/audit?listing=${id}`);

      await panel.getByRole('button', { name: 'Mark verified' }).click();
      await expect(panel.getByRole('button', { name: 'Remove verified mark' })).toHaveAttribute('aria-pressed', 'true');
      await expect(operator.locator('.listing-place').getByText('Verified', { exact: true })).toBeVisible();
      expect(query<{ verified: number }>('select verified from listings where id = ?', id)?.verified).toBe(1);

      // The reason is required, and said next to the box.
      await panel.getByRole('button', { name: 'Take down' }).click();
      await expect(panel.getByRole('alert')).toHaveText('Say why the listing is taken down');
      await expect(panel.getByRole('textbox', { name: 'Why it is taken down' })).toHaveAttribute('aria-invalid', 'true');
      expect(query<{ status: string }>('select status from listings where id = ?', id)?.status).toBe('published');

      await panel.getByRole('textbox', { name: 'Why it is taken down' }).fill('Caller says it was sold in March');
      await panel.getByRole('button', { name: 'Take down' }).click();
      await expect(panel.getByRole('status')).toHaveText('Listing taken down. The owner has been told.');
      await expect(panel.getByRole('button', { name: 'Take down' })).toHaveCount(0);
      expect(query('select status, removal_reason, removed_other from listings where id = ?', id)).toEqual({
        status: 'removed',
        removal_reason: 'taken-down',
        removed_other: 'Caller says it was sold in March',
      });
    } finally {
      await operator.context().close();
    }

    const gone = await visitor.goto(`/sale/${id}`);
    expect(gone?.status()).toBe(404);
  } finally {
    forget(id);
  }
});

test('the owner, signed in, sees no operator panel on their own listing', async ({ browser }) => {
  const title = `Owner sees no panel ${Date.now().toString(36)}`;
  const id = publishedOfDemo(title);
  try {
    const owner = await signedInPage(browser, 'demo@basera.pk', `/sale/${id}`);
    try {
      await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(owner.getByRole('region', { name: panelName })).toHaveCount(0);
    } finally {
      await owner.context().close();
    }
  } finally {
    forget(id);
  }
});
