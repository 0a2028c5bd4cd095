import type { Schemas } from '../api/types';
import { currentConsentVersions, insertConsents } from '../db/consents.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { titlesOfLegalPages, toConsentRecord } from './consent-records';

/** Stores the member's acceptance of the current version of a legal page; any other version is refused. */
export async function acceptConsent(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  uid: number,
  { page, version }: Schemas['ConsentAcceptance'],
): Promise<Schemas['ConsentRecord']> {
  const titleOf = await titlesOfLegalPages(db);
  const current = (await currentConsentVersions(db)).get(page);
  if (current !== version)
    throw badRequest(
      `Version ${version} is not the current version of the ${titleOf(page)}. Please reload the page and accept the current one.`,
    );
  const [row] = await insertConsents(db, { uid, accepted: [{ page, version }], now: now() });
  return toConsentRecord(row!, titleOf);
}
