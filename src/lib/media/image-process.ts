/**
 * The image process: renders uploads (renderImage) for one server process, at a lower CPU priority.
 *
 * Decoding a phone photo and encoding its six WebP copies costs 100–200 ms of CPU, several times a whole
 * page, spread over several threads. Run inside the server, a burst of uploads took most of the cores
 * from the pages being rendered beside it. Here the operating system gives these threads only the CPU
 * the server processes leave over, and a decoder that crashes on a hostile file ends this process, not
 * the server. Started by image-worker.server.ts; it ends when its server process does.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { ImageRejected, renderImage } from './images.server';
import { IMAGE_PROCESS_NICE, type RenderAnswer, type RenderAsk } from './image-worker.server';

/**
 * Linux keeps a priority per thread, and a thread started later takes its starter's: every thread this
 * process has so far (V8's helpers among them) is lowered, and the threads sharp starts inherit it.
 */
function lowerPriority(): void {
  let threads: number[] = [0];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // not Linux: lower the process as a whole
  }
  for (const thread of threads) {
    try {
      setPriority(thread, IMAGE_PROCESS_NICE);
    } catch {
      // a thread that already ended
    }
  }
}

async function answer(ask: RenderAsk): Promise<RenderAnswer> {
  try {
    return { id: ask.id, image: await renderImage(ask.bytes) };
  } catch (error) {
    if (error instanceof ImageRejected) return { id: ask.id, rejected: error.message };
    return { id: ask.id, failed: error instanceof Error ? error.message : String(error) };
  }
}

lowerPriority();
// One photo at a time, on one thread (IMAGE_PROCESS_THREADS): CPU is shared out per thread, so photos
// rendered together would take that much more of it from the pages.
let queue = Promise.resolve();
process.on('message', (ask: RenderAsk) => {
  queue = queue.then(async () => {
    process.send?.(await answer(ask));
  });
});
// The server process ended (or was killed): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
