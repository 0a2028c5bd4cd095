import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import {
  deletePage,
  findPage,
  insertPage,
  insertPageVersion,
  latestPageVersion,
  latestVersionNumbers,
  listAllPages,
  setPageWeights,
  updatePage,
  type PageContent,
  type PageRow,
  type PageVersionRow,
} from '../db/console-pages.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, toEditorPage } from './console-shapes';
import { markVersionMaterial } from './page-material';
import { assertPageChange, contentChanged, NO_SUCH_PAGE, pageContentOf, summaryOf } from './page-rules';

// Basic landing pages in the editor console (docs/console-code.md, "Pages and their versions"). Every
// save that changes a page's content adds the new content as its next version.

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;

/** The page as the console shows it, with its newest version's number. */
async function editorPage(db: Db, row: PageRow) {
  return toEditorPage(row, (await latestPageVersion(db, row.id))?.version ?? null);
}

export async function listConsolePages({ db }: Pick<AppDeps, 'db'>) {
  // One after the other: the reorder calls this with its transaction.
  const pages = await listAllPages(db);
  const versions = await latestVersionNumbers(db);
  return pages.map((row) => toEditorPage(row, versions.get(row.id) ?? null));
}

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
const materialNote = (version: PageVersionRow | null) =>
  version?.material ? { material: true, summary: version.summary, consent_version: version.consentVersion } : {};

export async function createConsolePage(deps: Deps, editor: SessionEditor, input: Schemas['PageInput']) {
  const content = pageContentOf(input);
  const summary = summaryOf(content.slugUrl, input);
  return runConsoleChange(deps, editor, 'pages', async (tx) => {
    await assertPageChange(tx, null, content, input.published);
    const row = await insertPage(tx, { ...content, published: input.published });
    let version = await saveVersion(tx, deps, editor, row.id, content, summary);
    if (input.material) version = await markVersionMaterial(tx, deps, row.slugUrl, version, summary);
    const page = toEditorPage(row, version.version);
    return {
      action: 'create',
      entityType: 'page',
      entityId: page.id,
      before: null,
      after: { ...page, ...materialNote(version) },
      result: page,
    };
  });
}

/**
 * Saves every field. A change of content adds the next version; a save that changes only
 * `published` adds none. `material` marks the saved version (new, or the current one when the
 * content did not change) material, which adds the next consent version.
 */
export async function updateConsolePage(deps: Deps, editor: SessionEditor, id: number, input: Schemas['PageInput']) {
  const content = pageContentOf(input);
  return runConsoleChange(deps, editor, 'pages', async (tx) => {
    const before = await findPage(tx, id);
    if (!before) throw notFound(NO_SUCH_PAGE);
    const summary = summaryOf(content.slugUrl, input);
    await assertPageChange(tx, before, content, input.published);
    const was = await editorPage(tx, before);
    const row = await updatePage(tx, id, { ...content, published: input.published });
    const latest = await latestPageVersion(tx, id);
    let version = contentChanged(before, content) || !latest ? await saveVersion(tx, deps, editor, id, content, summary) : latest;
    const is = toEditorPage(row, version.version);
    // A save that changed nothing but asked for material marks the current version.
    const unchanged = JSON.stringify(was) === JSON.stringify(is);
    const action = input.material && unchanged ? 'mark_material' : updateAction(was, is);
    if (input.material) version = await markVersionMaterial(tx, deps, row.slugUrl, version, summary);
    return {
      action,
      entityType: 'page',
      entityId: id,
      before: was,
      after: { ...is, ...(input.material ? materialNote(version) : {}) },
      result: is,
    };
  });
}

/** A legal page, or one a banner links to, is kept (registration, the consent dialog or the banner would lead nowhere). */
export async function deleteConsolePage(deps: Deps, editor: SessionEditor, id: number): Promise<void> {
  await runConsoleChange(deps, editor, 'pages', async (tx) => {
    const before = await findPage(tx, id);
    if (!before) throw notFound(NO_SUCH_PAGE);
    await assertPageChange(tx, before, null, false);
    const was = await editorPage(tx, before);
    await deletePage(tx, id);
    return { action: 'delete', entityType: 'page', entityId: id, before: was, after: null, result: undefined };
  });
}

export async function reorderConsolePages(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'pages', async (tx) => {
    const before = (await listAllPages(tx)).map((row) => String(row.id));
    assertCompleteOrder(before, ids);
    await setPageWeights(tx, ids.map(Number));
    const after = await listConsolePages({ db: tx });
    return {
      action: 'reorder',
      entityType: 'page',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((page) => page.id)),
      result: after,
    };
  });
}
