import { useEffect, useRef, useState } from 'react';
import { ICON_PATHS } from '@/components/ui/icons';
import { nearestInCity, nearMeMessages, type NearestArea } from '@/lib/search/near-me';
import { canLocate, locateNearestAreas } from './locate-areas';

/**
 * 'Use my location' in the results filter (decision 098): it adds the nearest area of the city being searched,
 * which searches as any change of the filter does. Offered only where the browser can tell its position.
 */
export function useNearMe(cityId: number, chosenIds: ReadonlySet<number>, onAdd: (area: NearestArea) => void) {
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  // Finding a position can take seconds, in which the person may change the city or the areas: the answer
  // is weighed against the filter as it is when it arrives, and added through that render's onAdd.
  const latest = useRef({ cityId, chosenIds, onAdd });
  latest.current = { cityId, chosenIds, onAdd };
  useEffect(() => setOffered(canLocate()), []);

  const locate = async () => {
    setBusy(true);
    setSaid({ text: nearMeMessages.finding, tone: 'info' });
    const located = await locateNearestAreas();
    setBusy(false);
    if (located.kind === 'failed') return setSaid({ text: located.message, tone: 'error' });
    const { cityId: city, chosenIds: chosen, onAdd: add } = latest.current;
    const outcome = nearestInCity(located.areas, city, chosen);
    if (outcome.kind === 'none') return setSaid({ text: nearMeMessages.noneNear, tone: 'error' });
    if (outcome.kind === 'other-city') return setSaid({ text: nearMeMessages.otherCity(outcome.area), tone: 'error' });
    if (outcome.kind === 'chosen') return setSaid({ text: nearMeMessages.alreadyChosen(outcome.area), tone: 'info' });
    setSaid({ text: nearMeMessages.added(outcome.area), tone: 'info' });
    add(outcome.area);
  };
  return { offered, busy, said, locate };
}

type NearMe = ReturnType<typeof useNearMe>;

export function NearMeButton({ nearMe }: { nearMe: NearMe }) {
  if (!nearMe.offered) return null;
  return (
    <button type="button" className="near-me" aria-busy={nearMe.busy || undefined} disabled={nearMe.busy} onClick={nearMe.locate}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d={ICON_PATHS.locate} />
      </svg>
      Use my location
    </button>
  );
}

/** What the button found, said under the area box (a status, so screen readers hear it). */
export function NearMeStatus({ nearMe }: { nearMe: NearMe }) {
  if (!nearMe.offered) return null;
  return (
    <p className="near-me-status" role="status" data-tone={nearMe.said?.tone}>
      {nearMe.said?.text}
    </p>
  );
}
