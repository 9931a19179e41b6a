/**
 * 'Use my location' on the home search (decision 098). The button ships hidden: without script, or in a
 * browser that cannot tell where it is, the form is as it always was. Asked, it fills the city and the
 * nearest area and offers the next nearest as the area box's suggestions; the person still presses Search.
 */
import { geolocationErrorMessage, nearMeHref, nearMeMessages, type NearestArea } from '@/lib/search/near-me';

/** A position that arrives within this, or one the browser found in the last ten minutes. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

export function wireNearMe(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('[data-near-me]');
  const status = form.querySelector<HTMLElement>('[data-near-me-status]');
  const city = form.querySelector<HTMLSelectElement>('[name="city"]');
  const area = form.querySelector<HTMLInputElement>('[name="area"]');
  const list = form.querySelector<HTMLDataListElement>('datalist');
  if (!button || !status || !city || !area || !list || !('geolocation' in navigator)) return;
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
    try {
      let position: GeolocationPosition;
      try {
        position = await currentPosition();
      } catch (error) {
        say(geolocationErrorMessage((error as GeolocationPositionError).code), 'error');
        return;
      }
      const response = await fetch(nearMeHref({ lat: position.coords.latitude, lng: position.coords.longitude }));
      if (!response.ok) throw new Error(`nearest areas answered ${response.status}`);
      const found = (await response.json()) as NearestArea[];
      if (found.length === 0) say(nearMeMessages.noneNear, 'error');
      else fill(found);
    } catch {
      say(nearMeMessages.failed, 'error');
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
}
