/**
 * Values kept for a short time per key in this process, shared by the requests that ask meanwhile (one read serves
 * the requests that arrive while it runs, too). A value that fails is forgotten at once, so the next request reads
 * again. At most `maxEntries` keys: past that, expired ones are dropped, and all of them if none had expired.
 */
export class ShortLivedCache<K, V> {
  private readonly entries = new Map<K, { until: number; value: Promise<V> }>();

  /** `ttlMs` 0: nothing is kept. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value kept for `key` while it is fresh. */
  get(key: K): Promise<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` (a read just started) for `ttlMs` from now. */
  set(key: K, value: Promise<V>): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.sweep();
    const entry = { until: Date.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
