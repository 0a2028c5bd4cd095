import type { Schemas } from '../api/types';
import type { Db } from '../db/client';
import { currentConsentVersions, insertConsents, legalPageTitles, type ConsentRow } from '../db/consents.repository';
import { LEGAL_PAGES, type LegalPage } from '../db/schema';

/** Titles used when a legal page is not published (yet) in landing_pages. */
const DEFAULT_TITLES: Record<LegalPage, string> = {
  'terms-service': 'Terms of Service',
  'privacy-statement': 'Privacy Statement',
  'cookie-policy': 'Cookie Policy',
  'messages-organization': 'Messages from the Organization',
};

/** A page's title: the published one, else the default. */
export async function titlesOfLegalPages(db: Db): Promise<(page: LegalPage) => string> {
  const published = await legalPageTitles(db);
  return (page) => published.get(page) ?? DEFAULT_TITLES[page];
}

export function toConsentRecord(row: ConsentRow, titleOf: (page: LegalPage) => string): Schemas['ConsentRecord'] {
  return {
    page: row.page,
    title: titleOf(row.page),
    version: row.version,
    accepted: Math.floor(row.acceptedAt.getTime() / 1000),
  };
}

/**
 * Records that the member accepted the current version of every legal page (registration: the
 * form's consent boxes cover all four). Takes the db or the registration's transaction.
 */
export async function acceptCurrentVersions(db: Db, uid: number, now: Date): Promise<void> {
  const current = await currentConsentVersions(db);
  const accepted = LEGAL_PAGES.flatMap((page) => {
    const version = current.get(page);
    return version === undefined ? [] : [{ page, version }];
  });
  await insertConsents(db, { uid, accepted, now });
}
