/**
 * The published content as the public read calls answer it (banners, cards, tags, pages, the
 * public resource list and details), kept in the process. Content changes only through seeding
 * and editors: whatever changes it calls `publishedContentChanged` (content-changes.ts), which
 * empties it. When several portal processes share one PostgreSQL database, that reaches every
 * process, and every entry also expires after `ttlMs`, which bounds how stale a process's copy can
 * be while it does not hear them (docs/performance.md).
 */
export interface PublishedContentCache {
  /** The cached answer for `key`, or what `load` answers (then cached). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The cached answer for `key` if there is a fresh one, without loading anything. */
  peek<T>(key: string): Promise<T> | undefined;
  /** Forgets everything: the next read of each key loads it again. A change calls `publishedContentChanged` for it. */
  invalidate(): void;
}

/** How long this process keeps a public answer: bounds how stale another process's copy can be. */
export const PUBLISHED_CONTENT_TTL_SECONDS = 60;

/** At most this many keys (each a path with its query): a crawler's endless query strings cannot grow it without bound. */
const MAX_ENTRIES = 2_000;

export function createPublishedContentCache(
  now: () => number = Date.now,
  ttlMs = PUBLISHED_CONTENT_TTL_SECONDS * 1000,
): PublishedContentCache {
  let generation = 0;
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const loadedIn = generation;
      const value = load();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now() + ttlMs });
      // A failed load is not kept; nor is one that an invalidation overtook.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      void value.then(
        () => {
          if (generation !== loadedIn && entries.get(key)?.value === value) entries.delete(key);
        },
        () => undefined,
      );
      return value;
    },
    peek<T>(key: string): Promise<T> | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > now() ? (hit.value as Promise<T>) : undefined;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
