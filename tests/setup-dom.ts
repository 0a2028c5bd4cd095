import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { takeUnlistedCalls } from './support/fake-api';

// CI runs the web and server suites side by side on two cores: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5_000 });

// A web test lists every call its screens make (tests/support/fake-api.ts): an unlisted one fails
// it. After hooks run last-registered first, so this check sees the calls made while unmounting too.
beforeEach(() => void takeUnlistedCalls());
afterEach(() => {
  const calls = [...new Set(takeUnlistedCalls())];
  if (calls.length > 0) {
    throw new Error(`The test made calls its fake API does not list:\n${calls.map((call) => `  ${call}`).join('\n')}`);
  }
});

afterEach(() => cleanup());
