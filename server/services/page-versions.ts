import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import { pageKind, saveVersion } from '../content-kinds/pages';
import type { Db } from '../db/client';
import {
  findPageVersion,
  latestPageVersion,
  listPageVersions,
  type PageRow,
  type PageVersionRow,
} from '../db/console-pages.repository';
import { updateContentRow } from '../db/content-items.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange } from './console-change';
import { itemOf, snapshotOf } from './content-engine/content-item-shape';
import { lockKind, requireRow } from './content-engine/kind-rules';
import { markVersionMaterial } from './page-material';
import { assertPageChange, NO_SUCH_VERSION, pageContentOf, SUMMARY_NEEDED } from './page-rules';

// A landing page's history in the editor console: list and view its versions, restore one, and
// mark a legal page's version material (docs/console-code.md, "Pages and their versions").

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;

async function versionOrNotFound(db: Db, id: number, version: number) {
  const row = await findPageVersion(db, id, version);
  if (!row) throw notFound(NO_SUCH_VERSION);
  return row;
}

/** A version in a page's history (without its body); `current` when it is the newest. */
const toPageVersionSummary = (row: PageVersionRow, newest: number): Schemas['PageVersionSummary'] => ({
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

/** The page's versions, newest (the page as it is) first, without bodies. */
export async function listConsolePageVersions({ db }: Pick<AppDeps, 'db'>, id: number) {
  await requireRow(db, pageKind, id);
  const rows = await listPageVersions(db, id);
  return rows.map((row) => toPageVersionSummary(row, rows[0]!.version));
}

export async function getConsolePageVersion({ db }: Pick<AppDeps, 'db'>, id: number, version: number) {
  await requireRow(db, pageKind, id);
  const row = await versionOrNotFound(db, id, version);
  return { ...toPageVersionSummary(row, (await latestPageVersion(db, id))!.version), body: row.body };
}

/**
 * Restores a version: a new save whose content (title, address, location, body) is the
 * version's, so it becomes the next version ("Restored version N.") and the page's next revision.
 * Not material: an editor marks it afterwards if members must accept it again. The page keeps
 * its place and published state.
 */
export async function restoreConsolePageVersion(deps: Deps, editor: SessionEditor, id: number, version: number) {
  return runConsoleChange(deps, editor, 'pages', async (tx, at) => {
    await lockKind(tx, pageKind);
    const before = await requireRow(tx, pageKind, id);
    const restored = await versionOrNotFound(tx, id, version);
    const content = pageContentOf({ ...restored, slug_url: restored.slugUrl });
    await assertPageChange(tx, before as PageRow, content, Boolean(before.published));
    await updateContentRow(tx, pageKind.store, id, content, { by: editor.mail, at });
    await saveVersion(tx, deps, editor, id, content, `Restored version ${version}.`);
    const row = await requireRow(tx, pageKind, id);
    return {
      action: 'restore',
      entityType: 'page',
      entityId: id,
      before: snapshotOf(pageKind, before),
      after: { ...snapshotOf(pageKind, row), restored_version: version },
      // The engine's item of a page is the contract's EditorPage (the server tests check every answer against it).
      result: itemOf(pageKind, row) as Schemas['EditorPage'],
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
  if (text === '') throw badRequest(SUMMARY_NEEDED, 'summary');
  return runConsoleChange(deps, editor, 'pages', async (tx) => {
    await lockKind(tx, pageKind);
    const page = await requireRow(tx, pageKind, id);
    const row = await versionOrNotFound(tx, id, version);
    const marked = await markVersionMaterial(tx, deps, String(page.slugUrl), row, text);
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
