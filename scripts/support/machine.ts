// How fast this machine does a fixed piece of a server's work, printed beside the bench's and the load
// test's figures. Machines of the same size differ by two times and more in speed (decision 022 saw the
// same build's mixed load take 2.2 ms of CPU a request on one and 4.8 ms on another), so a figure read
// alone cannot say whether a change or the machine moved it; read beside this one, it can.
import { brotliCompressSync, constants } from 'node:zlib';

const CARDS = 30;

/** A results page's worth of markup made from fixed data: the same bytes on every machine and every run. */
export function referencePage(): string {
  const rows = Array.from({ length: CARDS }, (_, i) => ({
    id: 100_000 + i * 7919,
    title: `${(i % 20) + 1} Marla House for Sale in Block ${String.fromCharCode(65 + (i % 26))}`,
    price: 1_500_000 * ((i % 40) + 1),
    beds: (i % 6) + 1,
    area: ['Gulberg', 'DHA Phase 5', 'Bahria Town', 'Johar Town', 'Model Town'][i % 5],
  }));
  const json = JSON.stringify(rows);
  const cards = (JSON.parse(json) as typeof rows)
    .map(
      (r) =>
        `<li class="card"><a href="/sale/${r.id}"><img src="/media/${r.id}/cover-480.webp" alt="" width="480" height="320" loading="lazy">` +
        `<h3>${r.title}</h3><p class="price">PKR ${(r.price / 10_000_000).toFixed(2)} Crore</p>` +
        `<p class="facts">${r.beds} beds · ${r.area}, Lahore</p></a><button type="button" aria-label="Like">♡</button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><body><main><ul>${cards.repeat(8)}</ul><script type="application/json">${json}</script></main></body></html>`;
}

/** The median time, in milliseconds, of making the reference page and compressing it as a rendered page is. */
export function machineReferenceMs(runs = 40): number {
  const work = () =>
    brotliCompressSync(referencePage(), { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }).length;
  for (let i = 0; i < 10; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * The line the bench and the load test print at their end: the reference when the run started and now.
 * A machine shared with others changes speed within the hour, so one reading alone can mislead.
 */
export function machineReferenceLine(startedMs: number): string {
  return `Machine reference: ${startedMs.toFixed(2)} ms before the run and ${machineReferenceMs().toFixed(2)} ms after it, to make and compress a fixed page (scripts/support/machine.ts); a slower machine's figures scale with it`;
}
