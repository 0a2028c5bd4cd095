import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import type { Db } from '../db/client';
import { listenOnChannel, notifyChannel } from '../db/notification-channel';
import type { PublishedContentCache } from './published-cache';

/** The PostgreSQL channel on which a process says that published content changed. */
export const CONTENT_CHANGED_CHANNEL = 'published_content_changed';

/**
 * The one place that says "published content changed" (banners, cards, mid banners, tags,
 * resources, professions, the need-help list, pages): every process forgets the public answers it
 * cached (published-cache.ts), so every guest and member sees the change on their next load.
 * Called by `runConsoleChange` (every change an editor makes, services/console-change.ts) and by
 * `seedDemoContent` (a seed that loaded content, services/seed-demo-content.ts).
 *
 * When it runs: after the transaction that changed the content has committed, never inside it.
 * Earlier, a read in between would load the old rows into the emptied cache and keep them for
 * the cache's TTL, and another process told now would read the old rows too.
 *
 * With several processes on one PostgreSQL database, `contentCache` is the one that
 * `shareContentChanges` made: emptying it also NOTIFYs the others.
 */
export function publishedContentChanged({ contentCache }: { contentCache: PublishedContentCache }): void {
  contentCache.invalidate();
}

/** This process's published-content cache shared with the other processes of one PostgreSQL database. */
export interface SharedContentChanges {
  /** The cache for AppDeps: its `invalidate()` (publishedContentChanged) also tells every other process. */
  contentCache: PublishedContentCache;
  /** Whether other processes' notifications reach this process right now. */
  listening: () => boolean;
  close: () => Promise<void>;
}

/**
 * How a content change reaches every process on one PostgreSQL database (README, "Running several
 * processes"), both ways, through LISTEN/NOTIFY on CONTENT_CHANGED_CHANNEL:
 * - out: emptying the returned cache empties `local`, then NOTIFYs (publishedContentChanged runs
 *   after the commit, so the others read the new rows). A failed NOTIFY is logged: the others
 *   then keep their copy for the cache's TTL at most.
 * - in: another process's notification empties `local` only (nothing is sent back; a process
 *   tells its own notifications from the others'), and so does listening again after the
 *   connection dropped, since notifications sent meanwhile were missed.
 */
export async function shareContentChanges(
  { db, connect }: { db: Db; connect: () => Promise<Client> },
  local: PublishedContentCache,
  log: (message: string) => void,
): Promise<SharedContentChanges> {
  const self = randomBytes(8).toString('hex');
  const listener = await listenOnChannel({
    connect,
    channel: CONTENT_CHANGED_CHANNEL,
    onNotification: (sender) => sender !== self && local.invalidate(),
    onReconnect: () => local.invalidate(),
    log,
  });
  const contentCache: PublishedContentCache = {
    get: (key, load) => local.get(key, load),
    peek: (key) => local.peek(key),
    invalidate() {
      local.invalidate();
      notifyChannel(db, CONTENT_CHANGED_CHANNEL, self).catch((error: Error) =>
        log(`could not tell other processes that content changed: ${error.message}`),
      );
    },
  };
  return { contentCache, listening: listener.listening, close: listener.close };
}
