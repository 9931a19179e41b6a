import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_PROCESS_NICE, IMAGE_PROCESS_THREADS, ImageProcess, ImageProcessGone } from './image-worker.server';
import { ImageRejected, renderImage, uploadMessages } from './images.server';
import { isServiceUnavailable } from '@/lib/http/unavailable';

// The image process from its TypeScript source, as the build runs it from JavaScript.
const entry = fileURLToPath(new URL('./image-process.ts', import.meta.url));
let process_: ImageProcess | null = null;
const start = () => (process_ = new ImageProcess(entry, ['--import', 'tsx']));

afterEach(() => {
  process_?.stop();
  process_ = null;
});

async function photo(): Promise<Uint8Array> {
  const svg = '<svg width="1000" height="700"><rect width="1000" height="700" fill="#2a6f97"/><circle cx="420" cy="330" r="180" fill="#f4a261"/></svg>';
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
}

describe('ImageProcess', () => {
  it('renders an upload in a process of its own, at a lower priority, as the server would', async () => {
    const images = start();
    const bytes = await photo();
    const [there, here] = await Promise.all([images.render(bytes), renderImage(bytes)]);
    expect(images.pid).toBeGreaterThan(0);
    expect(images.pid).not.toBe(process.pid);
    expect(getPriority(images.pid!)).toBe(IMAGE_PROCESS_NICE);
    // Its work runs on one thread of libuv's pool, so it takes one share of a core, not four.
    expect(readFileSync(`/proc/${images.pid}/environ`, 'utf8').split('\0')).toContain(`UV_THREADPOOL_SIZE=${IMAGE_PROCESS_THREADS}`);
    expect(there.phash).toBe(here.phash);
    expect({ width: there.width, height: there.height }).toEqual({ width: here.width, height: here.height });
    expect(there.files.map((f) => f.name).sort()).toEqual(here.files.map((f) => f.name).sort());
    for (const file of there.files) {
      expect(Buffer.isBuffer(file.bytes)).toBe(true);
      expect((await sharp(file.bytes).metadata()).format).toBe('webp');
    }
  }, 30_000);

  it('answers a damaged file with the same refusal as the pipeline', async () => {
    const images = start();
    const bytes = await photo();
    const error = await images.render(bytes.subarray(0, bytes.length / 2)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejected);
    expect((error as Error).message).toBe(uploadMessages.damaged);
  }, 30_000);

  it('refuses what it was rendering when the process ends, and starts a new one for the next upload', async () => {
    const images = start();
    const bytes = await photo();
    await images.render(bytes);
    const first = images.pid!;
    const lost = images.render(bytes).catch((e: unknown) => e);
    process.kill(first, 'SIGKILL');
    const error = await lost;
    expect(error).toBeInstanceOf(ImageProcessGone);
    // Answered as a backing service gone (503, try again), not as a fault (500).
    expect(isServiceUnavailable(error)).toBe(true);
    const again = await images.render(bytes);
    expect(again.files.length).toBeGreaterThan(0);
    expect(images.pid).not.toBe(first);
  }, 30_000);
});
