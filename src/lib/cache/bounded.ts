/**
 * A map of at most `limit` entries, each kept until its own expiry, for what a server keeps in memory
 * between requests (verified tokens, shell markup, area figures). Some keys come from requests, so the
 * map is bounded: past the limit the entry set longest ago goes first.
 */
export class BoundedCache<T> {
  private entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value kept under `key`, or undefined when there is none or it has expired. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` under `key` until `expiresAt` (ms since the epoch; Infinity: until pushed out). */
  set(key: string, value: T, expiresAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
