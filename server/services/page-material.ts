import type { Db } from '../db/client';
import { markPageVersionMaterial, type PageVersionRow } from '../db/console-pages.repository';
import { isLegalPage } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { ONLY_LEGAL_MATERIAL } from './page-rules';
import { publishConsentVersion } from './publish-consent-version';

/**
 * Marks a legal page's version material (docs/console-code.md, "Pages and their versions"): adds the
 * page's next consent version, material and with the summary, through the service the
 * `consent-version` command uses, so every member must accept the page again; the version keeps
 * the consent version's number. Runs in the caller's transaction.
 */
export async function markVersionMaterial(
  tx: Db,
  { now }: Pick<AppDeps, 'now'>,
  slug: string,
  version: PageVersionRow,
  summary: string,
): Promise<PageVersionRow> {
  if (!isLegalPage(slug)) throw badRequest(ONLY_LEGAL_MATERIAL);
  if (version.material)
    throw badRequest(`Version ${version.version} is already material (consent version ${version.consentVersion}).`);
  const consent = await publishConsentVersion({ db: tx, now }, { page: slug, summary, material: true });
  return markPageVersionMaterial(tx, version.id, { summary: consent.summary, consentVersion: consent.version });
}
