import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import {
  findPage,
  findPageVersion,
  latestPageVersion,
  listPageVersions,
  updatePage,
  type PageRow,
} from '../db/console-pages.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange } from './console-change';
import { toEditorPage, toPageVersion, toPageVersionSummary } from './console-shapes';
import { saveVersion } from './manage-pages';
import { markVersionMaterial } from './page-material';
import { assertPageChange, NO_SUCH_PAGE, NO_SUCH_VERSION, pageContentOf, SUMMARY_NEEDED } from './page-rules';

// A landing page's history in the editor console: list and view its versions, restore one, and
// mark a legal page's version material (docs/console-code.md, "Pages and their versions").

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;

async function pageOrNotFound(db: Db, id: number): Promise<PageRow> {
  const page = await findPage(db, id);
  if (!page) throw notFound(NO_SUCH_PAGE);
  return page;
}

async function versionOrNotFound(db: Db, id: number, version: number) {
  const row = await findPageVersion(db, id, version);
  if (!row) throw notFound(NO_SUCH_VERSION);
  return row;
}

/** The page's versions, newest (the page as it is) first, without bodies. */
export async function listConsolePageVersions({ db }: Pick<AppDeps, 'db'>, id: number) {
  await pageOrNotFound(db, id);
  const rows = await listPageVersions(db, id);
  return rows.map((row) => toPageVersionSummary(row, rows[0]!.version));
}

export async function getConsolePageVersion({ db }: Pick<AppDeps, 'db'>, id: number, version: number) {
  await pageOrNotFound(db, id);
  const row = await versionOrNotFound(db, id, version);
  return toPageVersion(row, (await latestPageVersion(db, id))!.version);
}

/**
 * Restores a version: a new save whose content (title, address, location, body) is the
 * version's, so it becomes the next version ("Restored version N."). Not material: an editor
 * marks it afterwards if members must accept it again. The page keeps its place and published state.
 */
export async function restoreConsolePageVersion(deps: Deps, editor: SessionEditor, id: number, version: number) {
  return runConsoleChange(deps, editor, 'pages', async (tx) => {
    const before = await pageOrNotFound(tx, id);
    const restored = await versionOrNotFound(tx, id, version);
    const content = pageContentOf({ ...restored, slug_url: restored.slugUrl });
    await assertPageChange(tx, before, content, before.published);
    const was = toEditorPage(before, (await latestPageVersion(tx, id))?.version ?? null);
    const row = await updatePage(tx, id, content);
    const saved = await saveVersion(tx, deps, editor, id, content, `Restored version ${version}.`);
    const is = toEditorPage(row, saved.version);
    return {
      action: 'restore',
      entityType: 'page',
      entityId: id,
      before: was,
      after: { ...is, restored_version: version },
      result: is,
    };
  });
}

/** Marks a legal page's version material: members must accept the page again (a new consent version). */
export async function markConsolePageVersionMaterial(
  deps: Deps,
  editor: SessionEditor,
  id: number,
  version: number,
  { summary }: Schemas['MaterialMark'],
) {
  const text = summary.trim();
  if (text === '') throw badRequest(SUMMARY_NEEDED);
  return runConsoleChange(deps, editor, 'pages', async (tx) => {
    const page = await pageOrNotFound(tx, id);
    const row = await versionOrNotFound(tx, id, version);
    const marked = await markVersionMaterial(tx, deps, page.slugUrl, row, text);
    const newest = (await latestPageVersion(tx, id))!.version;
    return {
      action: 'mark_material',
      entityType: 'page',
      entityId: id,
      before: { version, material: false },
      after: { version, material: true, summary: marked.summary, consent_version: marked.consentVersion },
      result: toPageVersionSummary(marked, newest),
    };
  });
}
