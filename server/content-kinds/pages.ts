import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import {
  insertPageVersion,
  latestPageVersion,
  newestVersion,
  type PageContent,
  type PageVersionRow,
} from '../db/console-pages.repository';
import { isLegalPage, landingPages } from '../db/schema';
import type { AppDeps } from '../deps';
import { markVersionMaterial } from '../services/page-material';
import { assertPageChange, contentChanged, pageContentOf, summaryOf } from '../services/page-rules';
import type { ContentKind } from './content-kind';

/**
 * Basic landing pages (docs/console-code.md, "Pages and their versions"): every save that changes
 * a page's content adds it as the page's next version; a legal page keeps its address, stays
 * published and is never deleted; a legal page's save may be material (a new consent version).
 */
type Row = typeof landingPages.$inferSelect & { version: number | null };

/** Adds the content as the page's next version, saved now by the editor. */
export function saveVersion(
  tx: Db,
  { now }: Pick<AppDeps, 'now'>,
  editor: SessionEditor,
  pageId: number,
  content: PageContent,
  summary: string,
) {
  return insertPageVersion(tx, { pageId, ...content, savedAt: now(), savedBy: editor.mail, summary });
}

/** What the audit log adds to a save that marked its version material. */
const materialNote = (version: PageVersionRow) =>
  version.material ? { material: true, summary: version.summary, consent_version: version.consentVersion } : {};

const contentOf = ({ title, slugUrl, location, body }: PageContent): PageContent => ({ title, slugUrl, location, body });

export const pageKind: ContentKind<Row, Schemas['PageInput']> = {
  entityType: 'page',
  label: 'page',
  store: { table: landingPages, id: 'id', orderAlso: 'title', derived: { version: newestVersion } },
  fields: ['title', 'slug_url', 'location', 'body', 'published'],
  titleKey: 'title',
  list: {
    path: 'pages',
    search: ['title', 'slugUrl', 'body'],
    viewOnSite: (row) => (row.published ? `/linkdetail/${row.slugUrl}` : null),
  },
  contentTypeOf: () => 'pages',
  toItem: (row) => ({ legal: isLegalPage(row.slugUrl), version: row.version }),
  valuesOf: pageContentOf,
  check: async (_deps, input) => void summaryOf(input.slug_url, input),
  beforeSave: ({ tx, before, values, input }) => assertPageChange(tx, before, contentOf(values as Row), input.published),
  /**
   * A new page's content is its version 1; a save that changed the content adds the next. With
   * `material`, the saved version (or the current one, for a save that changed nothing: then
   * recorded as `mark_material`) asks every member to accept the page again.
   */
  async afterSave({ tx, deps, editor, before, row, input }) {
    const content = contentOf(row);
    const summary = summaryOf(row.slugUrl, input);
    const latest = before ? await latestPageVersion(tx, row.id) : null;
    const kept = before && latest && !contentChanged(before, content) ? latest : null;
    const version = kept ?? (await saveVersion(tx, deps, editor, row.id, content, summary));
    if (!input.material) return;
    const marked = await markVersionMaterial(tx, deps, row.slugUrl, version, summary);
    const unchanged = kept !== null && before?.published === row.published;
    return { action: unchanged ? 'mark_material' : undefined, audit: materialNote(marked) };
  },
  beforeDelete: (tx, row) => assertPageChange(tx, row, null, false),
};
