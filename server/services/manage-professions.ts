import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import {
  countMembersWithProfession,
  deleteProfessionRow,
  findProfessionByName,
  findProfessionRow,
  insertProfession,
  listAllProfessions,
  listAllSpecialitiesOf,
  setProfessionWeights,
  updateProfessionRow,
} from '../db/console-taxonomy.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, professionSnapshot, toEditorProfession, toEditorSpeciality } from './console-shapes';
import { NO_SUCH_PROFESSION, professionInUse } from './taxonomy-messages';

// Professions in the editor console (docs/console-code.md). Members' profiles refer to them by tid.

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;

/** Two professions with one name (any case) would read the same in the registration form. */
async function assertNameFree(db: Db, name: string, tid?: number): Promise<void> {
  const other = await findProfessionByName(db, name);
  if (other && other.tid !== tid) throw badRequest(`A profession named ${other.name} already exists.`);
}

export async function listConsoleProfessions({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllProfessions(db)).map(toEditorProfession);
}

export async function createConsoleProfession(deps: Deps, editor: SessionEditor, input: Schemas['TermInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'professions', async (tx) => {
    await assertNameFree(tx, name);
    const row = await insertProfession(tx, { name, published: input.published });
    const profession = toEditorProfession(row);
    return {
      action: 'create',
      entityType: 'profession',
      entityId: row.tid,
      before: null,
      after: professionSnapshot(row),
      result: profession,
    };
  });
}

export async function updateConsoleProfession(deps: Deps, editor: SessionEditor, tid: number, input: Schemas['TermInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'professions', async (tx) => {
    const before = await findProfessionRow(tx, tid);
    if (!before) throw notFound(NO_SUCH_PROFESSION);
    await assertNameFree(tx, name, tid);
    await updateProfessionRow(tx, tid, { name, published: input.published });
    const after = (await findProfessionRow(tx, tid))!;
    const [was, is] = [professionSnapshot(before), professionSnapshot(after)];
    return {
      action: updateAction(was, is),
      entityType: 'profession',
      entityId: tid,
      before: was,
      after: is,
      result: toEditorProfession(after),
    };
  });
}

/**
 * A profession that is in a member's profile (itself or one of its specialities) is kept: the
 * editor is told how many use it and to unpublish it instead. One that no member uses is deleted
 * with its specialities, which the audit row keeps in `before`.
 */
export async function deleteConsoleProfession(deps: Deps, editor: SessionEditor, tid: number): Promise<void> {
  await runConsoleChange(deps, editor, 'professions', async (tx) => {
    const before = await findProfessionRow(tx, tid);
    if (!before) throw notFound(NO_SUCH_PROFESSION);
    const members = await countMembersWithProfession(tx, tid);
    if (members > 0) throw badRequest(professionInUse(before.name, members));
    const specialities = (await listAllSpecialitiesOf(tx, tid)).map(toEditorSpeciality);
    await deleteProfessionRow(tx, tid);
    return {
      action: 'delete',
      entityType: 'profession',
      entityId: tid,
      before: { ...professionSnapshot(before), specialities },
      after: null,
      result: undefined,
    };
  });
}

export async function reorderConsoleProfessions(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'professions', async (tx) => {
    const before = (await listAllProfessions(tx)).map((row) => String(row.tid));
    assertCompleteOrder(before, ids);
    await setProfessionWeights(tx, ids.map(Number));
    const after = (await listAllProfessions(tx)).map(toEditorProfession);
    return {
      action: 'reorder',
      entityType: 'profession',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((profession) => profession.tid)),
      result: after,
    };
  });
}
