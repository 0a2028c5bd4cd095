import type { Schemas } from '../api/types';
import type { BannerRow, CardRow, MidBannerRow, TagRow } from '../db/console-content.repository';
import type { NeedHelpRow, ProfessionRow, SpecialityRow } from '../db/console-taxonomy.repository';
import type { PageRow, PageVersionRow } from '../db/console-pages.repository';
import { isLegalPage } from '../db/schema';
import { variantSrcSet } from '../uploads/image-variants';

// The console's view of each content row: what the editor calls answer and the audit log keeps.

export const toEditorBanner = (row: BannerRow): Schemas['EditorBanner'] => ({
  uuid: row.uuid,
  audience: row.audience,
  title: row.title,
  description: row.description,
  banner_asset: row.bannerAsset,
  banner_srcset: variantSrcSet(row.bannerAsset),
  redirect_links: row.redirectLinks,
  published: row.published,
});

export const toEditorCard = (row: CardRow): Schemas['EditorCard'] => ({
  id: String(row.id),
  resource_title: row.resourceTitle,
  description: row.description,
  image: row.image,
  slug_url: row.slugUrl,
  published: row.published,
});

export const toEditorMidBanner = (row: MidBannerRow): Schemas['EditorMidBanner'] => ({
  id: String(row.id),
  banner_asset: row.bannerAsset,
  small_banner_asset: row.smallBannerAsset,
  body: row.body,
  redirect_link: row.redirectLink,
  published: row.published,
});

export const toEditorTag = (row: TagRow): Schemas['EditorTag'] => ({
  tid: String(row.tid),
  name: row.name,
  published: row.published,
});

export const toEditorProfession = (row: ProfessionRow): Schemas['EditorProfession'] => ({
  tid: String(row.tid),
  name: row.name,
  published: row.published,
  speciality_count: row.specialityCount,
});

/** The profession as the audit log keeps it (without the count of its specialities, which is derived). */
export const professionSnapshot = (row: Pick<ProfessionRow, 'tid' | 'name' | 'published'>) => ({
  tid: String(row.tid),
  name: row.name,
  published: row.published,
});

export const toEditorSpeciality = (row: SpecialityRow): Schemas['EditorSpeciality'] => ({
  tid: String(row.tid),
  profession_tid: String(row.professionTid),
  name: row.name,
  published: row.published,
});

export const toEditorNeedHelp = (row: NeedHelpRow): Schemas['EditorNeedHelp'] => ({
  tid: String(row.tid),
  name: row.name,
  published: row.published,
});

/** The banner as the audit log keeps it (its srcset is derived, not content). */
export function bannerSnapshot(row: BannerRow): Record<string, unknown> {
  const { banner_srcset: _derived, ...content } = toEditorBanner(row);
  return content;
}

/** An order as the audit log keeps it: the ids, first to last. */
export const orderSnapshot = (ids: (string | number)[]) => ({ order: ids.map(String) });

/** A page as the console shows it, with its newest version's number. */
export const toEditorPage = (row: PageRow, version: number | null): Schemas['EditorPage'] => ({
  id: String(row.id),
  title: row.title,
  slug_url: row.slugUrl,
  location: row.location,
  body: row.body,
  published: row.published,
  legal: isLegalPage(row.slugUrl),
  version,
});

/** A version in a page's history (without its body); `current` when it is the newest. */
export const toPageVersionSummary = (row: PageVersionRow, newest: number): Schemas['PageVersionSummary'] => ({
  version: row.version,
  title: row.title,
  slug_url: row.slugUrl,
  location: row.location,
  saved: Math.floor(row.savedAt.getTime() / 1000),
  saved_by: row.savedBy,
  material: row.material,
  summary: row.summary,
  consent_version: row.consentVersion,
  current: row.version === newest,
});

export const toPageVersion = (row: PageVersionRow, newest: number): Schemas['PageVersion'] => ({
  ...toPageVersionSummary(row, newest),
  body: row.body,
});
