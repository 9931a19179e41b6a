import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in';
import { query } from './support/listing-data';
import { forget, publishedOfDemo } from './support/owner-listings';
import { copyMessages } from '../../src/lib/listings/copy.server';

// Copying a listing as a new draft from My Properties (docs/decisions/095).

test('an owner copies a published listing, lands in the wizard on the copy, and finds it among their drafts', async ({ browser }) => {
  const title = `Copied flat ${Date.now().toString(36)}`;
  const from = publishedOfDemo(title);
  let copy: number | undefined;
  try {
    const owner = await signedInPage(browser, 'demo@basera.pk', `/my-properties?status=published&q=${encodeURIComponent(title)}`);
    try {
      await owner.getByRole('article', { name: title }).getByRole('button', { name: `Copy ${title} as a new listing` }).click();
      await expect(owner).toHaveURL(/\/add-property\?id=\d+&copied=\d+/);
      copy = Number(new URL(owner.url()).searchParams.get('id'));
      expect(copy).not.toBe(from);
      await expect(owner.getByRole('status').filter({ hasText: copyMessages.notice })).toBeVisible();
      expect(query('select status, title, price, user_id = (select user_id from listings where id = ?) as same_owner from listings where id = ?', from, copy)).toEqual({
        status: 'draft',
        title,
        price: 30000000,
        same_owner: 1,
      });

      await owner.goto(`/my-properties?status=draft&q=${encodeURIComponent(title)}`);
      const card = owner.getByRole('article', { name: title });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('definition').filter({ hasText: new RegExp(`^${copy}$`) })).toBeVisible();
      // The original is still published, as it was.
      expect(query<{ status: string }>('select status from listings where id = ?', from)?.status).toBe('published');
    } finally {
      await owner.context().close();
    }
  } finally {
    forget(from);
    if (copy) forget(copy);
  }
});

test('copying a listing deleted since the page was drawn says so on My Properties, and copies nothing', async ({ browser }) => {
  const title = `Gone flat ${Date.now().toString(36)}`;
  const from = publishedOfDemo(title);
  const owner = await signedInPage(browser, 'demo@basera.pk', `/my-properties?status=published&q=${encodeURIComponent(title)}`);
  try {
    const copyButton = owner.getByRole('article', { name: title }).getByRole('button', { name: `Copy ${title} as a new listing` });
    await expect(copyButton).toBeVisible();
    forget(from); // deleted in another tab, say
    await copyButton.click();
    await expect(owner).toHaveURL(/\/my-properties\?copy=gone$/);
    await expect(owner.getByRole('alert')).toHaveText(copyMessages.gone);
    expect(query<{ n: number }>('select count(*) as n from listings where title = ?', title)?.n).toBe(0);
  } finally {
    await owner.context().close();
    forget(from);
  }
});
