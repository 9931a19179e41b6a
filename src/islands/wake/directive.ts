/**
 * `client:use`: an island wakes the first time someone reaches for it (a pointer over it, focus
 * inside it, or a change made to it), not as the page loads. A form that works without JavaScript
 * (the results filters) then costs a visitor who only reads the results no script at all, and nothing
 * competes with the page while it loads on a slow phone. Changes made in the moment before React takes
 * over are noted for the island to replay (early-edits.ts).
 */
import type { ClientDirective } from 'astro';
import { watchEarlyEdits } from './early-edits';

const WAKE_EVENTS = ['pointerover', 'focusin', 'change', 'input'] as const;

const wakeOnUse: ClientDirective = (load, _options, island) => {
  watchEarlyEdits(island);
  const wake = async () => {
    for (const type of WAKE_EVENTS) island.removeEventListener(type, wake, true);
    const hydrate = await load();
    await hydrate();
  };
  // Capture, so a change is seen here even when it is the first sign of use.
  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { capture: true, passive: true });
};

export default wakeOnUse;
