import type { AppDeps } from '../deps';
import type { HandlerMap } from './index';
import { createContactHandlers } from './members-contact';
import { createNotificationHandlers } from './members-notifications';
import { createProfileHandlers } from './members-profile';
import { createSettingsHandlers } from './members-settings';

/**
 * The members tag (profile, settings, notifications, contact) plus the notify and messages admin
 * calls. updateUser stays in accounts-password.ts and dispatches to saveProfile/saveSettings.
 */
export function createMemberHandlers(deps: AppDeps): HandlerMap {
  return {
    ...createProfileHandlers(deps),
    ...createSettingsHandlers(deps),
    ...createNotificationHandlers(deps),
    ...createContactHandlers(deps),
  };
}
