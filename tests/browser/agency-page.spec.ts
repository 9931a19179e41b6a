import { expect, test } from '@playwright/test';
import { withTestDb } from './support/db';

// An agency's own page, as an agent with listings in several cities has it.


test("an area name found in two cities says which city each is, in the agency's areas", async ({ page }) => {
  const { agency, areas, ids } = withTestDb((db) => {
    const agency = db.prepare('select id, slug from agencies order by id limit 1').get() as { id: number; slug: string };
    // Two areas of one name in different cities, and a name the agency has in one city only.
    const twins = db
      .prepare(
        `select a.id, a.name, a.city_id, c.name city from areas a join cities c on c.id = a.city_id
         where a.name = (select name from areas group by name having count(distinct city_id) > 1 order by name limit 1) order by a.id limit 2`,
      )
      .all() as Array<{ id: number; name: string; city_id: number; city: string }>;
    const now = new Date().toISOString();
    const ids = twins.map((area) => {
      // Several listings each, so both areas make the agency's top areas.
      return Array.from({ length: 30 }, (_, i) =>
        Number(
          db
            .prepare(
              `insert into listings (purpose, category, type, city_id, area_id, title, description, price, size_value, size_unit, size_sqft,
                features, owner_name, owner_code, owner_phone, agency_id, status, created_at, updated_at, published_at, expires_at)
               values ('sale', 'residential', 'house', ?, ?, ?, 'A house.', 30000000, 5, 'marla', 1125, '{}', 'Agent', '92', '3001234567', ?,
                'published', ?, ?, ?, ?)`,
            )
            .run(area.city_id, area.id, `Agency house ${i} in ${area.name}`, agency.id, now, now, now, now).lastInsertRowid,
        ),
      );
    });
    return { agency, areas: twins, ids: ids.flat() };
  });
  try {
    expect(areas).toHaveLength(2);
    await page.goto(`/agencies/${agency.slug}-${agency.id}`);
    const list = page.getByRole('region', { name: 'Areas they work in' });
    for (const area of areas) await expect(list.getByRole('link', { name: `${area.name}, ${area.city}`, exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: areas[0].name, exact: true })).toHaveCount(0);
  } finally {
    withTestDb((db) => db.prepare(`delete from listings where id in (${ids.join(',')})`).run());
  }
});

test('an agency with a mobile number can be called or messaged on WhatsApp from its page', async ({ page }) => {
  const agency = withTestDb(
    (db) => db.prepare("select id, slug, name, phone from agencies where phone like '3%' order by id limit 1").get() as { id: number; slug: string; name: string; phone: string },
  );
  await page.goto(`/agencies/${agency.slug}-${agency.id}`);
  const contact = page.getByLabel('Contact');
  await expect(contact.getByRole('link', { name: /^Call \+92/ })).toHaveAttribute('href', `tel:+92${agency.phone}`);
  const chat = contact.getByRole('link', { name: 'WhatsApp' });
  const href = new URL((await chat.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/92${agency.phone}`);
  expect(href.searchParams.get('text')).toBe(`Hi, I found ${agency.name} on Basera and would like to ask about a property.`);
  await expect(chat).toHaveAttribute('target', '_blank');
});
