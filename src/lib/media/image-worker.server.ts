/**
 * Uploads rendered in the image process (image-process.ts), beside the server process, at a lower
 * CPU priority: pages keep their cores while photos are decoded and encoded. See
 * docs/decisions/041-image-pipeline.md.
 *
 * The built server names the process's entry (`IMAGE_PROCESS_ENTRY`, filled in by
 * build/image-process-entry.mjs); under `astro dev` and in tests nothing is built, and uploads are
 * rendered in this process as before.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ImageRejected, renderImage, type RenderedFile, type RenderedImage } from './images.server';

/** How much lower the image process runs: at 10 it gets about a tenth of what a server process gets when both want a core. */
export const IMAGE_PROCESS_NICE = 10;

/**
 * Threads the image process renders on (libuv's pool, where sharp's work runs). Linux shares CPU out per
 * thread, so four threads at nice 10 took four shares: under the mixed load the two image processes held
 * a third of a core between them, and pages waited (docs/decisions/041, 'One thread'). On one thread a photo's steps
 * run one after another, which in a process of its own costs only the photo's own time.
 */
export const IMAGE_PROCESS_THREADS = 1;

/** The built image process's address; null where nothing was built (replaced at build time). */
const IMAGE_PROCESS_ENTRY: string | null = null;

export interface RenderAsk {
  id: number;
  bytes: Uint8Array;
}

export type RenderAnswer = { id: number } & ({ image: RenderedImage } | { rejected: string } | { failed: string });

/** The IPC channel to the image process broke: like a connection reset, the request answers 503 (try again). */
export class ImageProcessGone extends Error {
  readonly code = 'ECONNRESET';
  constructor() {
    super('The image process ended before it answered');
  }
}

interface Pending {
  resolve: (image: RenderedImage) => void;
  reject: (error: Error) => void;
}

/** One image process, started on first use and again after it ends. */
export class ImageProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** `entry`: the process's script; `execArgv`: Node's options for it (tests run the TypeScript source through tsx). */
  constructor(
    private readonly entry: string,
    private readonly execArgv: string[] = [],
  ) {}

  render(bytes: Uint8Array): Promise<RenderedImage> {
    const child = this.running();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ id, bytes } satisfies RenderAsk);
    });
  }

  /** The running process's id, if one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  stop(): void {
    this.child?.kill();
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    // 'advanced' sends the bytes as they are, not as JSON arrays of numbers.
    const child = fork(this.entry, [], {
      serialization: 'advanced',
      execArgv: this.execArgv,
      env: { ...process.env, UV_THREADPOOL_SIZE: String(IMAGE_PROCESS_THREADS) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: RenderAnswer) => this.settle(answer));
    // A process that could not start or be written to reports 'error'; either way what it held is lost.
    const ended = () => {
      if (this.child !== child) return;
      this.child = null;
      for (const { reject } of this.pending.values()) reject(new ImageProcessGone());
      this.pending.clear();
    };
    child.on('exit', ended);
    child.on('error', () => {
      ended();
      child.kill();
    });
    // An image process waiting for work does not keep the server process alive on its own.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private settle(answer: RenderAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if ('image' in answer) pending.resolve(withBuffers(answer.image));
    else if ('rejected' in answer) pending.reject(new ImageRejected(answer.rejected));
    else pending.reject(new Error(answer.failed));
  }
}

/** Bytes come back over IPC as plain Uint8Arrays; the media store takes Buffers. */
function withBuffers(image: RenderedImage): RenderedImage {
  const files = image.files.map((file): RenderedFile => ({ ...file, bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) }));
  return { ...image, files };
}

let shared: ImageProcess | null = null;

/** Renders an upload in the image process where the server was built with one, else here. */
export function renderUpload(bytes: Uint8Array): Promise<RenderedImage> {
  if (IMAGE_PROCESS_ENTRY === null) return renderImage(bytes);
  shared ??= new ImageProcess(fileURLToPath(IMAGE_PROCESS_ENTRY));
  return shared.render(bytes);
}
