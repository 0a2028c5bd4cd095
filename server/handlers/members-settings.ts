import { defineHandler, type OperationRequest, type Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import { findEmailNotification, setEmailNotification } from '../db/profile.repository';
import { notFound } from '../errors';
import { requireOwner } from '../members/require-member';
import type { HandlerMap } from './index';

export const SETTINGS_SAVED = 'Your settings have been saved.';

/** getUserSettings; the settings shape of updateUser is `saveSettings` below. */
export function createSettingsHandlers({ db }: AppDeps): HandlerMap {
  return {
    getUserSettings: defineHandler('getUserSettings', async (request) => {
      const member = requireOwner(request, request.params.uid);
      const value = await findEmailNotification(db, member.uid);
      if (value === undefined) throw notFound();
      // Never set counts as on (spec §3).
      return { data: [{ email_notification: value ?? true }] };
    }),
  };
}

/** The email-notification shape of updateUser: `field_email_notification: {value: boolean}`. */
export async function saveSettings({ db }: AppDeps, request: OperationRequest<'updateUser'>): Promise<{ message: string }> {
  const body = request.body as Schemas['EmailNotificationUpdate'];
  const member = requireOwner(request, request.params.uid);
  await setEmailNotification(db, member.uid, body.field_email_notification.value);
  return { message: SETTINGS_SAVED };
}
