import { expect, test } from '@playwright/test';
import { accountMenu, signedInPage } from './support/sign-in';
import { withTestDb } from './support/db';
import { countOf, forget, publishedOfDemo } from './support/owner-listings';
import { MY_PROPERTY_TABS, manageMessages } from '../../src/lib/listings/manage';

// An owner's My Properties: its tabs, finding a listing in one, and the way back from tracking details.

test('each tab has its empty-state message and a way to add a property', async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=draft');
  const messages: Record<string, string> = {
    draft: "You haven't drafted any properties yet",
    in_review: 'You have no properties in review',
    published: 'You have no published properties',
    removed: 'You have no removed properties',
    rejected: 'You have no rejected properties',
  };
  for (const [status, message] of Object.entries(messages)) {
    await owner.goto(`/my-properties?status=${status}`);
    const n = await countOf(owner, status);
    const empty = owner.getByText(message);
    if (n === 0) {
      await expect(empty).toBeVisible();
      await expect(owner.locator('[data-empty]').getByRole('link', { name: 'Add a property' })).toHaveAttribute('href', '/add-property?purpose=sell');
    } else {
      await expect(empty).toBeHidden();
      await expect(owner.locator('[data-property]')).toHaveCount(Math.min(n, 30));
    }
  }
  // A page past the end of a tab with properties shows its last page, not the empty state.
  await owner.goto('/my-properties?status=draft&page=99');
  await expect(owner).toHaveURL(/\/my-properties\?status=draft$/);
  await expect(owner.getByText(messages.draft)).toBeHidden();
  await expect(owner.locator('[data-property]').first()).toBeVisible();
});

test('the account menu opens My Properties on the first tab that holds a property', async ({ browser }) => {
  // The demo agent's listings are published, in review or rejected (other tests move them between
  // those), and none is a draft: the tab opened is whichever of those comes first.
  const counts = withTestDb((db) =>
    db
      .prepare("select l.status, count(*) as n from listings l join users u on u.id = l.user_id where u.email = 'agent@basera.pk' group by l.status")
      .all() as Array<{ status: string; n: number }>,
  );
  const first = MY_PROPERTY_TABS.find((tab) => counts.some((c) => c.status === tab.status && c.n > 0))!;
  expect(first.status, 'the demo agent has properties, and no draft').not.toBe('draft');
  const inFirst = counts.find((c) => c.status === first.status)!.n;

  const agent = await signedInPage(browser, 'agent@basera.pk', '/');
  await accountMenu(agent).click();
  await agent.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Properties' }).click();
  await expect(agent).toHaveURL(/\/my-properties$/);
  await expect(agent.getByRole('link', { name: new RegExp(`^${first.label}`) })).toHaveAttribute('aria-current', 'page');
  await expect(agent).toHaveTitle(new RegExp(`^My properties: ${first.label}`));
  await expect(agent.locator('[data-property]')).toHaveCount(Math.min(inFirst, 30));

  // A tab named in the address is the tab shown, empty or not.
  await agent.goto('/my-properties?status=draft');
  await expect(agent.getByText("You haven't drafted any properties yet")).toBeVisible();
  await agent.context().close();
});

test('an owner finds a listing in a tab by a word of its title', async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=draft');
  const cards = owner.locator('[data-property]');
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);
  const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  const word = title.split(/\s+/).find((w) => w.length > 4)!;
  const search = owner.getByRole('search', { name: 'Find in your properties' });

  await search.getByRole('searchbox', { name: 'Title, area or Property ID' }).fill(word.toUpperCase());
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(owner).toHaveURL(new RegExp(`status=draft&q=${word.toUpperCase()}`));
  const found = await cards.count();
  expect(found).toBeGreaterThan(0);
  for (const heading of await cards.getByRole('heading', { level: 2 }).allTextContents()) expect(heading.toLowerCase()).toContain(word.toLowerCase());
  await expect(search.getByRole('status')).toContainText(`${found} of ${all}`);

  await search.getByRole('searchbox').fill('no listing is called this');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(owner.getByText('None of your draft properties match “no listing is called this”.')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await search.getByRole('link', { name: 'Show all' }).click();
  await expect(cards).toHaveCount(all);
  await owner.context().close();
});

test('removing the last card a search found does not say the whole tab is empty', async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  const title = `Lone villa ${Date.now().toString(36)}`;
  const ids = [publishedOfDemo(title), publishedOfDemo(`Other flat ${Date.now().toString(36)}`)];
  try {
    await owner.goto(`/my-properties?status=published&q=${encodeURIComponent(title)}`);
    const card = owner.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Remove' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Remove this property' });
    await dialog.getByLabel('Why are you removing it?').selectOption({ label: 'No longer available' });
    await dialog.getByRole('button', { name: 'Remove property' }).click();
    await expect(card).toHaveCount(0);
    // The tab still holds the other listing: the page says this page is empty, not the tab.
    const left = await countOf(owner, 'published');
    expect(left).toBeGreaterThan(0);
    // The search's count agrees with the tab's.
    await expect(owner.getByRole('search', { name: 'Find in your properties' }).getByRole('status')).toContainText(`0 of ${left} published properties match “${title}”.`);
    await expect(owner.getByText(manageMessages.pageEmptied)).toBeVisible();
    await expect(owner.getByText('You have no published properties')).toBeHidden();
    await expect(owner.locator('[data-empty]')).toBeFocused();
  } finally {
    ids.forEach(forget);
    await owner.context().close();
  }
});

test("tracking details lead back to the tab, search and page they were opened from", async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  const title = `Tracked villa ${Date.now().toString(36)}`;
  const id = publishedOfDemo(title);
  try {
    const list = `/my-properties?status=published&q=${encodeURIComponent(title)}`;
    await owner.goto(list);
    await owner.getByRole('article', { name: title }).getByRole('link', { name: 'Tracking details' }).click();
    await expect(owner.getByRole('heading', { name: 'Tracking details', level: 1 })).toBeVisible();
    await owner.getByRole('link', { name: '← My properties' }).click();
    await expect(owner).toHaveURL(new RegExp(`/my-properties\\?status=published&q=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}$`));
    await expect(owner.getByRole('article', { name: title })).toBeVisible();
    // A way back to anywhere else is not taken.
    await owner.goto(`/my-properties/${id}/tracking?from=${encodeURIComponent('https://example.com/')}`);
    await expect(owner.getByRole('link', { name: '← My properties' })).toHaveAttribute('href', '/my-properties?status=published');
  } finally {
    forget(id);
    await owner.context().close();
  }
});

test('an inquiry from a mobile number can be answered on WhatsApp, with the listing named; a landline only by a call', async ({ browser }) => {
  const owner = await signedInPage(browser, 'demo@basera.pk', '/my-properties?status=published');
  const title = `Asked-about house ${Date.now().toString(36)}`;
  const id = publishedOfDemo(title);
  withTestDb((db) => {
    const add = db.prepare('insert into inquiries (listing_id, name, email, phone, message, created_at) values (?, ?, ?, ?, ?, ?)');
    add.run(id, 'Sana Malik', null, '+923001112233', 'Is it still available?', new Date().toISOString());
    add.run(id, 'Office Caller', 'office@example.com', '+924235761234', 'Please call the office.', new Date(Date.now() - 60_000).toISOString());
  });
  try {
    await owner.goto(`/my-properties?status=published&q=${encodeURIComponent(title)}`);
    const inquiries = owner.getByRole('article', { name: title }).getByRole('group');
    await inquiries.getByText('Inquiries (2)').click();
    const chat = inquiries.getByRole('link', { name: 'WhatsApp Sana Malik' });
    await expect(chat).toBeVisible();
    const href = new URL((await chat.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/923001112233');
    expect(href.searchParams.get('text')).toBe(`Hi Sana Malik, thank you for your inquiry about "${title}" (Property ID ${id}) on Basera.`);
    await expect(inquiries.getByRole('link', { name: '+92 300 1112233' })).toHaveAttribute('href', 'tel:+923001112233');
    await expect(inquiries.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(1);
    await expect(inquiries.getByRole('link', { name: 'office@example.com' })).toBeVisible();
  } finally {
    forget(id);
    await owner.context().close();
  }
});
