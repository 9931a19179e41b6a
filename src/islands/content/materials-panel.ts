/** The materials panel's city switch: remembers the choice, fetches that city's prices and redraws the table. */
import { MATERIALS_CITY_COOKIE } from '@/lib/materials/rules';

interface Row {
  slug: string;
  name: string;
  group: string;
  day: string;
  labels: { price: string; unit: string; day: string; change: string | null };
}

// Rebuilds the table from the API's already formatted labels: the markup mirrors MaterialsTable.astro.
function render(table: HTMLTableElement, rows: Row[]) {
  const head = table.tHead;
  const cell = (tag: 'th' | 'td' | 'span' | 'time', text: string, className?: string) => {
    const el = document.createElement(tag);
    el.textContent = text;
    if (className) el.className = className;
    return el;
  };
  const template = table.querySelector('tbody');
  // The table's scoped styles match Astro's class for its component (scopedStyleStrategy 'class').
  const scope = [...(template?.classList ?? [])].find((name) => name.startsWith('astro-'));
  const mark = (el: Element) => (scope ? el.classList.add(scope) : undefined);
  table.querySelectorAll('tbody').forEach((b) => b.remove());
  let body: HTMLTableSectionElement | null = null;
  let group = '';
  for (const row of rows) {
    if (!body || row.group !== group) {
      group = row.group;
      body = document.createElement('tbody');
      const tr = document.createElement('tr');
      tr.className = 'group';
      const th = cell('th', row.group);
      th.setAttribute('scope', 'colgroup');
      th.setAttribute('colspan', '3');
      tr.append(th);
      body.append(tr);
      table.append(body);
      [body, tr, th].forEach(mark);
    }
    const tr = document.createElement('tr');
    tr.dataset.material = row.slug;
    const name = cell('th', row.name);
    name.setAttribute('scope', 'row');
    const unit = cell('span', row.labels.unit, 'unit');
    name.append(unit);
    const price = cell('td', row.labels.price, 'price');
    if (row.labels.change) price.append(cell('span', row.labels.change, `change ${row.labels.change.startsWith('+') ? 'up' : 'down'}`));
    const day = cell('td', '', 'day');
    const time = cell('time', row.labels.day);
    time.setAttribute('datetime', row.day);
    day.append(time);
    tr.append(name, price, day);
    body.append(tr);
    [tr, name, unit, price, day, time, ...price.children].forEach(mark);
  }
  if (head) table.prepend(head);
}

/** The history page of a city, as the page's own city links write it. */
export function historyHref(cityId: string): string {
  return `/building-materials?${new URLSearchParams({ cityId })}`;
}

export async function showCity(select: HTMLSelectElement): Promise<void> {
  const cityId = select.value;
  const cityName = select.selectedOptions[0]?.textContent?.trim() ?? '';
  document.cookie = `${MATERIALS_CITY_COOKIE}=${cityId}; path=/; max-age=31536000; samesite=lax`;
  const panel = select.closest('[data-materials-panel]');
  // The history link follows the chosen city, as the table does.
  const history = panel?.querySelector<HTMLAnchorElement>('a[href^="/building-materials"]');
  if (history) history.href = historyHref(cityId);
  const table = panel?.querySelector<HTMLTableElement>('[data-materials-table]');
  if (!table) return;
  if (table.caption && cityName) table.caption.textContent = `Building material prices in ${cityName}`;
  table.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(`/api/data/materials?cityId=${encodeURIComponent(cityId)}`);
    if (response.ok) render(table, ((await response.json()) as { materials: Row[] }).materials);
  } finally {
    table.removeAttribute('aria-busy');
  }
}
