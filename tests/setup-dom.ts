import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { takeUnlistedCalls } from './support/fake-api';

// CI runs the web and server suites side by side on two cores: give findBy/waitFor room (a file's
// first screen, its lazy chunks transformed on first import, once took over 5 s on a slow machine).
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one DOM environment (isolate: false, vite.config.ts): each starts as
// a new page would, with empty storage at the site's root.
beforeAll(() => {
  if (typeof window === 'undefined') return; // a file in the node environment
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// A web test lists every call its screens make (tests/support/fake-api.ts): an unlisted one fails
// it. After hooks run last-registered first, so this check sees the calls made while unmounting too.
beforeEach(() => void takeUnlistedCalls());
afterEach(() => {
  const calls = [...new Set(takeUnlistedCalls())];
  if (calls.length > 0) {
    throw new Error(`The test made calls its fake API does not list:\n${calls.map((call) => `  ${call}`).join('\n')}`);
  }
});

// Mantine's notifications store is module state: a notice one test showed must not reach the next.
afterEach(() => {
  cleanup();
  notifications.clean();
});

// A timer a file's last test left pending (Mantine's Transition ends its exit animation on one)
// must not fire after the file's DOM environment is gone: React would then throw "window is not
// defined" as an unhandled error that fails the whole run. Timers still pending when the file ends
// are cleared first.
const nodeSetTimeout = globalThis.setTimeout;
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
globalThis.setTimeout = Object.assign((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const timer = nodeSetTimeout(() => {
    pendingTimers.delete(timer);
    callback(...args);
  }, delay);
  pendingTimers.add(timer);
  return timer;
}, nodeSetTimeout) as typeof setTimeout;
afterAll(() => {
  for (const timer of pendingTimers) clearTimeout(timer);
  pendingTimers.clear();
  globalThis.setTimeout = nodeSetTimeout;
});
