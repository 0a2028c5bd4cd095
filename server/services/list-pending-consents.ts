import type { Schemas } from '../api/types';
import { acceptedVersionsOf, listConsentVersions } from '../db/consents.repository';
import { LEGAL_PAGES } from '../db/schema';
import type { AppDeps } from '../deps';
import { titlesOfLegalPages } from './consent-records';

/**
 * The legal pages the member must (re-)accept: those whose newest material version is newer than
 * the member's last accepted version (or never accepted). Non-material versions ask nobody, but
 * accepting a page always accepts its current version.
 */
export async function listPendingConsents({ db }: Pick<AppDeps, 'db'>, uid: number): Promise<Schemas['PendingConsent'][]> {
  const [versions, accepted, titleOf] = await Promise.all([
    listConsentVersions(db),
    acceptedVersionsOf(db, uid),
    titlesOfLegalPages(db),
  ]);
  return LEGAL_PAGES.flatMap((page) => {
    const ofPage = versions.filter((v) => v.page === page);
    const last = accepted.get(page) ?? null;
    const changes = ofPage.filter((v) => v.material && (last === null || v.version > last));
    if (changes.length === 0) return [];
    return [
      {
        page,
        title: titleOf(page),
        link: `/linkdetail/${page}`,
        version: Math.max(...ofPage.map((v) => v.version)),
        accepted_version: last,
        changes: changes.map((v) => ({
          version: v.version,
          summary: v.summary,
          created: Math.floor(v.createdAt.getTime() / 1000),
        })),
      },
    ];
  });
}
