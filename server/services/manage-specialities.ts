import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import {
  countMembersWithSpeciality,
  deleteSpecialityRow,
  findProfessionRow,
  findSpecialityByName,
  findSpecialityRow,
  insertSpeciality,
  listAllSpecialitiesOf,
  setSpecialityWeights,
  updateSpecialityRow,
} from '../db/console-taxonomy.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, toEditorSpeciality } from './console-shapes';
import { NO_SUCH_PROFESSION, NO_SUCH_SPECIALITY, specialityInUse } from './taxonomy-messages';

// Specialities in the editor console (docs/console-code.md): each belongs to one profession, for good.

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;

async function professionOf(db: Db, professionTid: number) {
  const profession = await findProfessionRow(db, professionTid);
  if (!profession) throw notFound(NO_SUCH_PROFESSION);
  return profession;
}

/** Two specialities of one profession with one name (any case) would read the same in its list. */
async function assertNameFree(db: Db, profession: { tid: number; name: string }, name: string, tid?: number): Promise<void> {
  const other = await findSpecialityByName(db, profession.tid, name);
  if (other && other.tid !== tid) throw badRequest(`A speciality named ${other.name} already exists for ${profession.name}.`);
}

export async function listConsoleSpecialities({ db }: Pick<AppDeps, 'db'>, professionTid: number) {
  await professionOf(db, professionTid);
  return (await listAllSpecialitiesOf(db, professionTid)).map(toEditorSpeciality);
}

export async function createConsoleSpeciality(
  deps: Deps,
  editor: SessionEditor,
  professionTid: number,
  input: Schemas['TermInput'],
) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'professions', async (tx) => {
    const profession = await professionOf(tx, professionTid);
    await assertNameFree(tx, profession, name);
    const speciality = toEditorSpeciality(await insertSpeciality(tx, professionTid, { name, published: input.published }));
    return {
      action: 'create',
      entityType: 'speciality',
      entityId: speciality.tid,
      before: null,
      after: speciality,
      result: speciality,
    };
  });
}

export async function updateConsoleSpeciality(deps: Deps, editor: SessionEditor, tid: number, input: Schemas['TermInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'professions', async (tx) => {
    const before = await findSpecialityRow(tx, tid);
    if (!before) throw notFound(NO_SUCH_SPECIALITY);
    await assertNameFree(tx, await professionOf(tx, before.professionTid), name, tid);
    const after = await updateSpecialityRow(tx, tid, { name, published: input.published });
    const [was, is] = [toEditorSpeciality(before), toEditorSpeciality(after)];
    return { action: updateAction(was, is), entityType: 'speciality', entityId: tid, before: was, after: is, result: is };
  });
}

/** A speciality that is in a member's profile is kept: the editor is told how many use it and to unpublish it instead. */
export async function deleteConsoleSpeciality(deps: Deps, editor: SessionEditor, tid: number): Promise<void> {
  await runConsoleChange(deps, editor, 'professions', async (tx) => {
    const before = await findSpecialityRow(tx, tid);
    if (!before) throw notFound(NO_SUCH_SPECIALITY);
    const members = await countMembersWithSpeciality(tx, tid);
    if (members > 0) throw badRequest(specialityInUse(before.name, members));
    await deleteSpecialityRow(tx, tid);
    return {
      action: 'delete',
      entityType: 'speciality',
      entityId: tid,
      before: toEditorSpeciality(before),
      after: null,
      result: undefined,
    };
  });
}

/** Reorders the specialities of one profession (the audit row's entity id is the profession's tid). */
export async function reorderConsoleSpecialities(deps: Deps, editor: SessionEditor, order: Schemas['SpecialityOrder']) {
  const professionTid = Number(order.profession_tid);
  return runConsoleChange(deps, editor, 'professions', async (tx) => {
    await professionOf(tx, professionTid);
    const before = (await listAllSpecialitiesOf(tx, professionTid)).map((row) => String(row.tid));
    assertCompleteOrder(before, order.ids);
    await setSpecialityWeights(tx, professionTid, order.ids.map(Number));
    const after = (await listAllSpecialitiesOf(tx, professionTid)).map(toEditorSpeciality);
    return {
      action: 'reorder',
      entityType: 'speciality',
      entityId: professionTid,
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((speciality) => speciality.tid)),
      result: after,
    };
  });
}
