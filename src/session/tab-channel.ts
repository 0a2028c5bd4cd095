/**
 * Messages between the tabs of one browser (issue 13): activity in one tab keeps the others'
 * idle timers alive, and a sign-out in one tab signs out all of them. BroadcastChannel where the
 * browser has it, else `storage` events on a localStorage key (written, then removed at once).
 */
export type TabMessage =
  /** A member was active in another tab (pointer, keys, Stay signed in). */
  | { type: 'activity' }
  /** The session ended in another tab; `message` says why when there is something to tell. */
  | { type: 'signed-out'; message: string | null };

export interface TabChannel {
  /** Tells the other tabs (never this one). */
  post: (message: TabMessage) => void;
  /** Hears the other tabs; returns the unsubscribe. */
  listen: (handler: (message: TabMessage) => void) => () => void;
  close: () => void;
}

export interface TabChannelOptions {
  /** Default `globalThis.BroadcastChannel`; `null` forces the storage-event fallback. */
  BroadcastChannelImpl?: typeof BroadcastChannel | null;
  /** Storage of the fallback; default `window.localStorage`. */
  storage?: Storage;
}

/** The localStorage key the fallback writes a message under. */
export const tabMessageKey = (name: string) => `source-tab:${name}`;

function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'activity' || type === 'signed-out';
}

export function createTabChannel(name: string, options: TabChannelOptions = {}): TabChannel {
  const { BroadcastChannelImpl = globalThis.BroadcastChannel ?? null } = options;
  const handlers = new Set<(message: TabMessage) => void>();
  const deliver = (value: unknown) => {
    if (isTabMessage(value)) for (const handler of handlers) handler(value);
  };
  const listen = (handler: (message: TabMessage) => void) => {
    handlers.add(handler);
    return () => void handlers.delete(handler);
  };

  if (BroadcastChannelImpl) {
    const channel = new BroadcastChannelImpl(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      listen,
      close: () => {
        handlers.clear();
        channel.close();
      },
    };
  }

  const storage = options.storage ?? window.localStorage;
  const key = tabMessageKey(name);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // Not ours: ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        // A nonce makes two equal messages in a row still a change (storage events fire on change only).
        storage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
        storage.removeItem(key);
      } catch {
        // Storage full or blocked: the other tabs learn on their next call (401) instead.
      }
    },
    listen,
    close: () => {
      handlers.clear();
      window.removeEventListener('storage', onStorage);
    },
  };
}
