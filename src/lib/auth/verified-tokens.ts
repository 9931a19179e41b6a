/**
 * Id tokens already verified, kept until they expire. A signed-in person's every request carries the
 * same token; checking its RSA signature each time costs CPU and a turn on the thread pool, which on a
 * busy server is most of a signed-in request's wait. A token's signature and claims cannot change, so
 * the answer for it holds until its expiry, exactly as verifying again would say (nothing is revoked
 * by signature alone). Only good tokens are kept; a bounded number, the oldest going first.
 */
const MAX_TOKENS = 5000;

export class VerifiedTokens<T extends { expiresAt: number }> {
  private entries = new Map<string, T>();

  constructor(
    private readonly limit = MAX_TOKENS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return kept;
  }

  set(key: string, verified: T): void {
    this.entries.set(key, verified);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}
