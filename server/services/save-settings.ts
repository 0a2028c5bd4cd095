import { setEmailNotification } from '../db/profile.repository';
import type { AppDeps } from '../deps';

export const SETTINGS_SAVED = 'Your settings have been saved.';

/** The settings shape of updateUser: whether notifications are also emailed to the member. */
export async function saveSettings(
  { db }: Pick<AppDeps, 'db'>,
  uid: number,
  emailNotification: boolean,
): Promise<{ message: string }> {
  await setEmailNotification(db, uid, emailNotification);
  return { message: SETTINGS_SAVED };
}
