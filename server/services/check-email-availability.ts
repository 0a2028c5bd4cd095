import type { Schemas } from '../api/types';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { isEmailTaken } from '../db/users.repository';
import type { AppDeps } from '../deps';

/**
 * The registration form's live email check, Drupal-style: `[{ mail }]` when the email is taken,
 * `[]` when it is free. Every check counts against the caller's IP, so the portal cannot be used
 * to test a list of addresses.
 */
export async function checkEmailAvailability(deps: AppDeps, email: string, ip: string): Promise<Schemas['EmailMatch'][]> {
  await assertFlood(deps, FLOOD_RULES.emailCheckIp, ip);
  await registerFlood(deps, FLOOD_RULES.emailCheckIp, ip);
  return (await isEmailTaken(deps.db, email)) ? [{ mail: email }] : [];
}
