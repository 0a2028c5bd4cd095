import type { Session } from '../../machines/session.machine';

/** Spec §3: client state persisted under key `root`, version 1. Only the session part is kept. */
export const PERSIST_KEY = 'persist:root';
const VERSION = 1;

interface PersistedRoot {
  version: number;
  user: { currentUser: Session | null };
}

export function readStoredSession(storage: Storage = window.localStorage): Session | null {
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PersistedRoot;
    if (parsed.version !== VERSION) return null;
    return parsed.user?.currentUser ?? null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session | null, storage: Storage = window.localStorage): void {
  if (!session) {
    storage.removeItem(PERSIST_KEY);
    return;
  }
  const root: PersistedRoot = { version: VERSION, user: { currentUser: session } };
  storage.setItem(PERSIST_KEY, JSON.stringify(root));
}
