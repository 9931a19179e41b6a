/**
 * Page renders in the order the requests arrived, a few at a time, with the event loop turning between them.
 *
 * A page render is mostly CPU: on SQLite its queries run on the same thread, so a render started in the
 * callback that read its request runs to the end before the server reads anything else. The server then
 * reads requests in batches (everything that arrived during the last batch) and serves each batch in the
 * order the operating system lists the sockets, not the order the requests came: under load, one request
 * in each batch waits for the whole of it and then for most of the next, twice as long as the others.
 * Queued here, every render starts on a later turn of the event loop, and each turn first reads what has
 * arrived; so requests are read within one render of arriving and served first come, first served, each
 * waiting only for those ahead of it. A render that waits (PostgreSQL's queries) holds one place only, so
 * the number at once is per database kind (RENDERS_AT_ONCE in settings).
 */
export class RenderQueue {
  private running = 0;
  private scheduled = false;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A render queue needs a limit of 1 or more, not ${limit}`);
  }

  /** Renders waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `render` when its turn comes: fewer than `limit` running and every render queued before it started. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      this.waiting.push(start);
      this.schedule();
    });
    try {
      return await render();
    } finally {
      this.running--;
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.running >= this.limit) return;
    this.scheduled = true;
    // setImmediate runs after the loop has polled for input, so requests that came in the meantime are in line first.
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.limit && this.waiting.length > 0) {
        this.running++;
        this.waiting.shift()!();
      }
    });
  }
}
