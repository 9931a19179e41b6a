import { bedsText } from '@/lib/listings/rules';
import { formatDistance } from '@/lib/maps/distance';

/** The line under a nearby property's title: '5 Marla · 1 bed · F-7 · 350 m away' (beds left out for plots). */
export function nearbyMeta(item: { sizeText: string; beds: number | null; areaName: string; distanceM: number }): string {
  const beds = bedsText(item.beds);
  return [item.sizeText, beds, item.areaName, `${formatDistance(item.distanceM)} away`].filter(Boolean).join(' · ');
}
