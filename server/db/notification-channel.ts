import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Db } from './client';

/** A LISTEN kept open on a dedicated connection; see listenOnChannel. */
export interface ChannelListener {
  /** Whether the connection is up and listening right now. */
  listening(): boolean;
  /** Stops listening for good and closes the connection. */
  close(): Promise<void>;
}

interface ListenOptions {
  /** Opens a new connected client, outside the pool (a pooled connection cannot keep a LISTEN). */
  connect: () => Promise<Client>;
  channel: string;
  /** Called with each notification's payload. */
  onNotification: (payload: string) => void;
  /**
   * Called each time listening starts again after the connection was lost: notifications sent
   * meanwhile were missed, so whatever they would have triggered must happen now.
   */
  onReconnect: () => void;
  log: (message: string) => void;
  /** Waits between attempts to listen again, in ms (the last one repeats). */
  retryDelaysMs?: number[];
}

const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * PostgreSQL LISTEN on a connection of its own. When the connection drops (a restart, a failover,
 * pg_terminate_backend) it connects and listens again with backoff, then calls `onReconnect`.
 * Resolves once the first attempt has succeeded or failed: a database that is away at start-up
 * does not hold the start; the retries go on in the background.
 */
export async function listenOnChannel(options: ListenOptions): Promise<ChannelListener> {
  const { connect, channel, onNotification, onReconnect, log, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS } = options;
  let client: Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (closed || timer) return;
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)]!;
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void attempt(true);
    }, delay);
    timer.unref();
  };

  const lost = (current: Client, reason: string) => {
    if (client !== current) return; // already replaced or closed
    client = null;
    if (closed) return;
    log(`listening for ${channel} lost (${reason}); relying on the cache's expiry until it is back`);
    current.removeAllListeners('notification');
    void current.end().catch(() => {});
    scheduleRetry();
  };

  async function attempt(again: boolean): Promise<void> {
    let current: Client | null = null;
    try {
      current = await connect();
      const opened = current;
      // An error on an idle client is emitted, not thrown: unhandled it would end the process.
      opened.on('error', (error) => lost(opened, error.message));
      opened.on('end', () => lost(opened, 'connection closed'));
      opened.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      });
      await opened.query(`LISTEN ${quoteIdentifier(channel)}`);
      if (closed) {
        await opened.end().catch(() => {});
        return;
      }
      client = opened;
      failures = 0;
      if (again) {
        log(`listening for ${channel} again`);
        onReconnect();
      }
    } catch (error) {
      if (current) void current.end().catch(() => {});
      if (closed) return;
      log(`cannot listen for ${channel} (${(error as Error).message}); retrying`);
      scheduleRetry();
    }
  }

  await attempt(false);
  return {
    listening: () => client !== null,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}

/** Sends a notification on `channel` (delivered to every listener once the sender's transaction, if any, commits). */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
