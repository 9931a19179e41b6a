/**
 * The agency name field's suggestions: after a pause in typing, the names matching the text in the
 * chosen city replace the list under the field. A plain datalist, so it works with any keyboard.
 */
import { SUGGEST_DELAY_MS } from '@/lib/constants';

export function suggestAgencies(): void {
  const input = document.querySelector<HTMLInputElement>('[data-agency-suggest]');
  const list = input?.list;
  if (!input || !list) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (text.length < 2) return;
    timer = setTimeout(async () => {
      const cityId = input.dataset.cityId;
      const response = await fetch(`/api/search/agencies?cityId=${cityId}&searchQuery=${encodeURIComponent(text)}`);
      if (!response.ok) return;
      const names = (await response.json()) as Array<{ name: string }>;
      list.replaceChildren(...names.map((n) => Object.assign(document.createElement('option'), { value: n.name })));
    }, SUGGEST_DELAY_MS);
  });
}
