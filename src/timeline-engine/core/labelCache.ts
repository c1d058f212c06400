/**
 * LRU cache for label textures and metrics, capped by entry count (spec: 10,000) and by an
 * approximate byte budget; evicted, replaced, deleted and cleared values go to onEvict so the
 * owner can destroy GPU resources.
 */
import { GANTT_DEFAULTS } from './scales';

export interface LabelCacheOptions<V> {
  readonly maxEntries?: number;
  /** Approximate byte budget (default 64 MiB). */
  readonly maxBytes?: number;
  readonly onEvict?: (key: string, value: V) => void;
}

interface Entry<V> {
  value: V;
  bytes: number;
}

export interface LabelCacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly evictions: number;
  readonly hits: number;
  readonly misses: number;
}

export class LabelCache<V> {
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly onEvict: ((key: string, value: V) => void) | undefined;
  /** Map iteration order is the recency order: oldest first. */
  private readonly map = new Map<string, Entry<V>>();
  private totalBytes = 0;
  private evictions = 0;
  private hits = 0;
  private misses = 0;

  constructor(options: LabelCacheOptions<V> = {}) {
    this.maxEntries = options.maxEntries ?? GANTT_DEFAULTS.labelCacheMaxEntries;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.onEvict = options.onEvict;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  stats(): LabelCacheStats {
    return { entries: this.map.size, bytes: this.totalBytes, evictions: this.evictions, hits: this.hits, misses: this.misses };
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  /** Reads without touching recency. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /** Reads and marks the entry as most recently used. */
  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  /**
   * Stores a value with its approximate size. A value larger than the whole byte budget is not
   * kept: it is handed to onEvict at once and false is returned.
   */
  set(key: string, value: V, bytes: number): boolean {
    const size = Math.max(0, bytes);
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.totalBytes -= old.bytes;
      if (old.value !== value) this.onEvict?.(key, old.value);
    }
    if (size > this.maxBytes || this.maxEntries <= 0) {
      this.onEvict?.(key, value);
      return false;
    }
    this.map.set(key, { value, bytes: size });
    this.totalBytes += size;
    this.trim();
    return true;
  }

  /** Cached value or a new one from make (which also reports its size). */
  getOrCreate(key: string, make: () => { value: V; bytes: number }): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const made = make();
    this.set(key, made.value, made.bytes);
    return made.value;
  }

  delete(key: string): boolean {
    const e = this.map.get(key);
    if (!e) return false;
    this.map.delete(key);
    this.totalBytes -= e.bytes;
    this.onEvict?.(key, e.value);
    return true;
  }

  clear(): void {
    const entries = [...this.map];
    this.map.clear();
    this.totalBytes = 0;
    for (const [k, e] of entries) this.onEvict?.(k, e.value);
  }

  private trim(): void {
    while (this.map.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      const e = this.map.get(oldest.value) as Entry<V>;
      this.map.delete(oldest.value);
      this.totalBytes -= e.bytes;
      this.evictions++;
      this.onEvict?.(oldest.value, e.value);
    }
  }
}
