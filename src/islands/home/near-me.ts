/**
 * 'Use my location' on the home search (decision 098). The button ships hidden: without script, or in a
 * browser that cannot tell where it is, the form is as it always was. Asked, it fills the city and the
 * nearest area and offers the next nearest as the area box's suggestions; the person still presses Search.
 */
import { nearMeMessages, type NearestArea } from '@/lib/search/near-me';
import { canLocate, locateNearestAreas } from '@/islands/search/locate-areas';

export function wireNearMe(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('[data-near-me]');
  const status = form.querySelector<HTMLElement>('[data-near-me-status]');
  const city = form.querySelector<HTMLSelectElement>('[name="city"]');
  const area = form.querySelector<HTMLInputElement>('[name="area"]');
  const list = form.querySelector<HTMLDataListElement>('datalist');
  if (!button || !status || !city || !area || !list || !canLocate()) return;
  button.hidden = false;

  const say = (text: string, tone: 'info' | 'error' = 'info') => {
    status.textContent = text;
    status.dataset.tone = tone;
  };
  const fill = (found: NearestArea[]) => {
    const [nearest] = found;
    if (![...city.options].some((option) => option.value === String(nearest.cityId))) {
      // A city the menu does not list (it lists the main ones): the results page reads it from the query.
      city.add(new Option(nearest.cityName, String(nearest.cityId)));
    }
    city.value = String(nearest.cityId);
    area.value = nearest.name;
    list.replaceChildren(...found.filter((a) => a.cityId === nearest.cityId).map((a) => new Option(a.name)));
    say(nearMeMessages.found(nearest));
  };

  button.addEventListener('click', async () => {
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    say(nearMeMessages.finding);
    const located = await locateNearestAreas();
    if (located.kind === 'failed') say(located.message, 'error');
    else if (located.areas.length === 0) say(nearMeMessages.noneNear, 'error');
    else fill(located.areas);
    button.disabled = false;
    button.removeAttribute('aria-busy');
  });
}
