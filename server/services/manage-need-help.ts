import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import {
  deleteNeedHelpRow,
  findNeedHelpByName,
  findNeedHelpRow,
  insertNeedHelp,
  listAllNeedHelp,
  setNeedHelpWeights,
  updateNeedHelpRow,
} from '../db/console-taxonomy.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, toEditorNeedHelp } from './console-shapes';
import { NO_SUCH_NEED_HELP } from './taxonomy-messages';

// The need-help list (GET /jsonapi/need-help) in the editor console (docs/console-code.md). No stored
// record refers to an entry (contact messages keep the resource's title and the reason as text),
// so any entry can be deleted; the audit row keeps it.

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;

async function assertNameFree(db: Db, name: string, tid?: number): Promise<void> {
  const other = await findNeedHelpByName(db, name);
  if (other && other.tid !== tid) throw badRequest(`An entry named ${other.name} already exists in the need-help list.`);
}

export async function listConsoleNeedHelp({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllNeedHelp(db)).map(toEditorNeedHelp);
}

export async function createConsoleNeedHelp(deps: Deps, editor: SessionEditor, input: Schemas['TermInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'need_help', async (tx) => {
    await assertNameFree(tx, name);
    const entry = toEditorNeedHelp(await insertNeedHelp(tx, { name, published: input.published }));
    return { action: 'create', entityType: 'need_help', entityId: entry.tid, before: null, after: entry, result: entry };
  });
}

export async function updateConsoleNeedHelp(deps: Deps, editor: SessionEditor, tid: number, input: Schemas['TermInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'need_help', async (tx) => {
    const before = await findNeedHelpRow(tx, tid);
    if (!before) throw notFound(NO_SUCH_NEED_HELP);
    await assertNameFree(tx, name, tid);
    const [was, is] = [
      toEditorNeedHelp(before),
      toEditorNeedHelp(await updateNeedHelpRow(tx, tid, { name, published: input.published })),
    ];
    return { action: updateAction(was, is), entityType: 'need_help', entityId: tid, before: was, after: is, result: is };
  });
}

export async function deleteConsoleNeedHelp(deps: Deps, editor: SessionEditor, tid: number): Promise<void> {
  await runConsoleChange(deps, editor, 'need_help', async (tx) => {
    const before = await findNeedHelpRow(tx, tid);
    if (!before) throw notFound(NO_SUCH_NEED_HELP);
    await deleteNeedHelpRow(tx, tid);
    return {
      action: 'delete',
      entityType: 'need_help',
      entityId: tid,
      before: toEditorNeedHelp(before),
      after: null,
      result: undefined,
    };
  });
}

export async function reorderConsoleNeedHelp(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'need_help', async (tx) => {
    const before = (await listAllNeedHelp(tx)).map((row) => String(row.tid));
    assertCompleteOrder(before, ids);
    await setNeedHelpWeights(tx, ids.map(Number));
    const after = (await listAllNeedHelp(tx)).map(toEditorNeedHelp);
    return {
      action: 'reorder',
      entityType: 'need_help',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((entry) => entry.tid)),
      result: after,
    };
  });
}
