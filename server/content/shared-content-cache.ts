import type { PublishedContentCache } from './published-cache';

/** The PostgreSQL channel on which a process says that published content changed. */
export const CONTENT_CHANGED_CHANNEL = 'published_content_changed';

/**
 * A cache whose invalidation also reaches every other process (README, "Running several
 * processes"): `invalidate()` empties this process's cache, then `broadcast`s (a NOTIFY, sent after
 * the change has committed, since callers invalidate after their transaction). Notifications
 * reaching this process call `local.invalidate()` directly, so nothing is broadcast back.
 */
export function broadcastInvalidation(
  local: PublishedContentCache,
  broadcast: () => Promise<void>,
  log: (message: string) => void,
): PublishedContentCache {
  return {
    get: (key, load) => local.get(key, load),
    peek: (key) => local.peek(key),
    invalidate() {
      local.invalidate();
      // Another process missing this keeps its copy for the cache's TTL at most.
      broadcast().catch((error: Error) => log(`could not tell other processes that content changed: ${error.message}`));
    },
  };
}
