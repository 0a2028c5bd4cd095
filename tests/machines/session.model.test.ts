import { expect } from 'vitest';
import { toSessionView } from '../../machines/session.view';
import { describeModel } from './model-runner';
import { sessionModel } from './models';

// Async outcomes (restore, login, logout) are model events: see tests/machines/test-model.ts.
describeModel(sessionModel, {
  restoring: ({ live }) => expect(toSessionView(live as never).isRestoring).toBe(true),
  signedIn: ({ live }) => {
    const view = toSessionView(live as never);
    expect(view.isSignedIn).toBe(true);
    expect(view.accessToken).toBe('access-1');
    expect(view.userTypeLabel).toBe('Healthcare Professional');
  },
  signedOut: ({ live }) => {
    const view = toSessionView(live as never);
    expect(view.isSignedIn).toBe(false);
    expect(view.accessToken).toBeNull();
  },
  loggingOut: ({ live }) => expect(toSessionView(live as never).isLoggingOut).toBe(true),
  endingAfterPasswordChange: ({ live }) => expect(toSessionView(live as never).isLoggingOut).toBe(true),
});
