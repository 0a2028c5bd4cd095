import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { ORDER_OUT_OF_DATE } from '../../server/services/console-order';
import { seedDemoContent } from '../../server/services/seed-demo-content';
import { insertAccountsFixtures, professionalBody, register } from './support/accounts-fixtures';
import { editCall } from './support/console-content';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface Term {
  tid: string;
  name: string;
}
interface EditorProfession extends Term {
  published: boolean;
  speciality_count: number;
}
interface EditorSpeciality extends Term {
  profession_tid: string;
  published: boolean;
}
interface EditorNeedHelp extends Term {
  published: boolean;
}

/** The console's calls for professions, specialities and the need-help list. */
const TAXONOMY_OPERATIONS = operations.filter(
  (operation) => operation.path.startsWith('/api/editor/') && /professions?|specialit|need-help/.test(operation.path),
);

describe.each(engines)('professions, specialities and the need-help list in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    editCall(t, editor.headers, method, url, payload);
  const guest = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
  const publicProfessions = async () => (await guest<Term[]>('/jsonapi/attribute/profession')).map((p) => p.name);
  const publicSpecialities = async (tid: string) =>
    (await guest<Term[]>(`/jsonapi/attribute/speciality/${tid}`)).map((s) => s.name);
  const publicNeedHelp = async () => (await guest<Term[]>('/jsonapi/need-help')).map((e) => e.name);
  const lastAudit = async (query: string) => {
    const res = await auditLog(t, editor.headers, query);
    return (res.json() as { items: { action: string; entity_id: string; before: unknown; after: unknown }[] }).items[0]!;
  };
  const created = async <T>(url: string, name: string, published = true) => {
    const res = await call('POST', url, { name, published });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as T;
  };
  /** Refused with this status and message, about this input property (none: a refusal of the whole call). */
  const refused = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: unknown,
    status: number,
    message: string,
    field?: string,
  ) => {
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    const answer = res.json() as { message: string; field?: string };
    expect(answer.message).toBe(message);
    expect(answer.field).toBe(field);
  };
  /** Registers a professional with these terms, answering the refusal's message or 'registered'. */
  const registerWith = async (profession: string, specialty: string) => {
    const res = await register(t, professionalBody({ field_profession: profession, field_specialty: specialty }));
    return res.statusCode === 200 ? 'registered' : (res.json() as { message: string }).message;
  };
  /** Saves the member's professional block with these terms, answering the refusal's message or 'saved'. */
  const saveProfileWith = async (profession: string, specialty: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: {
        field_picture: { value: '' },
        field_first_name: { value: 'Anna' },
        field_last_name: { value: 'Tester' },
        field_institution_name: { value: 'North Eye Hospital' },
        field_profession: { value: profession },
        field_specialty: { value: specialty },
        field_country: { value: 'France' },
      },
    });
    return res.statusCode === 200 ? 'saved' : (res.json() as { message: string }).message;
  };
  const giveMembers = async (count: number, terms: { professionTid: number; specialtyTid: number }) => {
    for (let i = 0; i < count; i += 1) {
      const { uid } = await createMember(t);
      await t.deps.db.update(users).set(terms).where(eq(users.uid, uid));
    }
  };

  it('answers 401 without an editor session and 403 to a member on every taxonomy call', async () => {
    expect(TAXONOMY_OPERATIONS.map((operation) => operation.operationId).sort()).toEqual([
      'createNeedHelp',
      'createProfession',
      'createSpeciality',
      'deleteNeedHelp',
      'deleteProfession',
      'deleteSpeciality',
      'listEditorNeedHelp',
      'listEditorProfessions',
      'listEditorSpecialities',
      'reorderNeedHelp',
      'reorderProfessions',
      'reorderSpecialities',
      'updateNeedHelp',
      'updateProfession',
      'updateSpeciality',
    ]);
    await expectEditorsOnly(t, TAXONOMY_OPERATIONS, member.headers);
  });

  it('adds a profession with the next tid that registration offers at once, and audits it', async () => {
    const before = await publicProfessions(); // now cached
    const all = (await call('GET', '/api/editor/professions')).json() as EditorProfession[];
    const highest = Math.max(...all.map((p) => Number(p.tid)));
    const profession = await created<EditorProfession>('/api/editor/professions', '  Ophthalmic Photographer  ');
    expect(profession).toEqual({
      tid: String(highest + 1),
      name: 'Ophthalmic Photographer',
      published: true,
      speciality_count: 0,
      revision: 1,
      updated_at: expect.any(Number),
      updated_by: editor.email,
    });
    expect(await publicProfessions()).toEqual([...before, 'Ophthalmic Photographer']);
    expect(await lastAudit(`entity_type=profession&entity_id=${profession.tid}`)).toMatchObject({
      action: 'create',
      before: null,
      after: { tid: profession.tid, name: 'Ophthalmic Photographer', published: true },
    });
  });

  it('refuses invalid and duplicate names with clear messages, re-checking every rule on the server', async () => {
    const url = '/api/editor/professions';
    await refused('POST', url, { name: '   ', published: true }, 400, 'Please enter a name', 'name');
    await refused('POST', url, { name: 'x'.repeat(101), published: true }, 400, 'Allowed max limit is 100 characters', 'name');
    await refused('POST', url, { name: 'Nurse\u0007', published: true }, 400, 'Name cannot contain control characters.', 'name');
    await refused('POST', url, { published: true }, 400, 'Please enter a name', 'name');
    await refused(
      'POST',
      url,
      { name: 'optometrist', published: true },
      400,
      'A profession named Optometrist already exists.',
      'name',
    );
    await refused(
      'PUT',
      '/api/editor/professions/12',
      { name: 'ORTHOPTIST', published: true },
      400,
      'A profession named Orthoptist already exists.',
      'name',
    );
    await refused(
      'PUT',
      '/api/editor/professions/99999',
      { name: 'Anything', published: true },
      404,
      'No such profession. It may have been deleted meanwhile.',
    );
    await refused(
      'POST',
      '/api/editor/need-help',
      { name: 'account & LOGIN', published: true },
      400,
      'An entry named Account & login already exists in the need-help list.',
      'name',
    );
    // A name of exactly 100 characters is fine.
    const long = await call('POST', url, { name: 'y'.repeat(100), published: false });
    expect(long.statusCode, long.body).toBe(201);
  });

  it('manages the specialities of one profession: unique within it, reordered within it, served at once', async () => {
    const surgeon = ((await call('GET', '/api/editor/professions')).json() as EditorProfession[]).find((p) => p.tid === '11');
    expect(surgeon).toMatchObject({ tid: '11', name: 'Ophthalmic Surgeon', speciality_count: 6 });
    const before = await publicSpecialities('11'); // now cached
    const speciality = await created<EditorSpeciality>('/api/editor/professions/11/specialities', ' Ocular Oncology ');
    expect(speciality).toMatchObject({ profession_tid: '11', name: 'Ocular Oncology', published: true });
    expect(Number(speciality.tid)).toBeGreaterThan(143);
    expect(await publicSpecialities('11')).toEqual([...before, 'Ocular Oncology']);
    expect(await lastAudit(`entity_type=speciality&entity_id=${speciality.tid}`)).toMatchObject({
      action: 'create',
      before: null,
    });
    await refused(
      'POST',
      '/api/editor/professions/11/specialities',
      { name: 'GLAUCOMA', published: true },
      400,
      'A speciality named Glaucoma already exists for Ophthalmic Surgeon.',
      'name',
    );
    // Another profession may have a speciality of that name.
    await created<EditorSpeciality>('/api/editor/professions/12/specialities', 'Glaucoma');
    await refused(
      'POST',
      '/api/editor/professions/99999/specialities',
      { name: 'X', published: true },
      404,
      'No such profession. It may have been deleted meanwhile.',
    );

    const list = (await call('GET', '/api/editor/professions/11/specialities')).json() as EditorSpeciality[];
    const reversed = list.map((s) => s.tid).reverse();
    const res = await call('PUT', '/api/editor/speciality-order', { profession_tid: '11', ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicSpecialities('11')).toEqual([...before, 'Ocular Oncology'].reverse());
    expect(await lastAudit('action=reorder&entity_type=speciality')).toMatchObject({
      entity_id: '11',
      before: { order: list.map((s) => s.tid) },
      after: { order: reversed },
    });
    const other = (await call('GET', '/api/editor/professions/12/specialities')).json() as EditorSpeciality[];
    await refused(
      'PUT',
      '/api/editor/speciality-order',
      { profession_tid: '11', ids: [...reversed.slice(1), other[0]!.tid] },
      400,
      ORDER_OUT_OF_DATE,
    );
    await refused(
      'PUT',
      '/api/editor/speciality-order',
      { profession_tid: '11', ids: [reversed[0], reversed[0]] },
      400,
      'The order must list each speciality once.',
      'ids',
    );
    await refused(
      'PUT',
      `/api/editor/specialities/${speciality.tid}`,
      { name: 'glaucoma', published: true },
      400,
      'A speciality named Glaucoma already exists for Ophthalmic Surgeon.',
      'name',
    );
  });

  it('unpublishing hides a profession or speciality from the public calls, registration and the profile; publishing brings it back', async () => {
    expect(await registerWith('11', '102')).toBe('registered');
    expect(await saveProfileWith('11', '102')).toBe('saved');

    const speciality = await call('PUT', '/api/editor/specialities/102', { name: 'Glaucoma', published: false });
    expect(speciality.statusCode, speciality.body).toBe(200);
    expect(await lastAudit('entity_type=speciality&entity_id=102')).toMatchObject({
      action: 'unpublish',
      before: { published: true },
      after: { published: false },
    });
    expect(await publicSpecialities('11')).not.toContain('Glaucoma');
    expect(await registerWith('11', '102')).toBe('Please select your speciality.');
    expect(await saveProfileWith('11', '102')).toBe('Please select your speciality.');
    expect(await registerWith('11', '101')).toBe('registered');

    const profession = await call('PUT', '/api/editor/professions/11', { name: 'Ophthalmic Surgeon', published: false });
    expect(profession.json()).toMatchObject({ tid: '11', published: false });
    expect(await lastAudit('entity_type=profession&entity_id=11')).toMatchObject({ action: 'unpublish' });
    expect(await publicProfessions()).not.toContain('Ophthalmic Surgeon');
    expect(await publicSpecialities('11')).toEqual([]);
    expect(await registerWith('11', '101')).toBe('Please select your profession.');
    expect(await saveProfileWith('11', '101')).toBe('Please select your profession.');
    // The editor still lists both.
    const professions = (await call('GET', '/api/editor/professions')).json() as EditorProfession[];
    expect(professions.find((p) => p.tid === '11')?.published).toBe(false);
    const specialities = (await call('GET', '/api/editor/professions/11/specialities')).json() as EditorSpeciality[];
    expect(specialities.find((s) => s.tid === '102')?.published).toBe(false);

    await call('PUT', '/api/editor/professions/11', { name: 'Ophthalmic Surgeon', published: true });
    await call('PUT', '/api/editor/specialities/102', { name: 'Glaucoma', published: true });
    expect(await lastAudit('entity_type=profession&entity_id=11')).toMatchObject({ action: 'publish' });
    expect(await publicSpecialities('11')).toContain('Glaucoma');
    expect(await registerWith('11', '102')).toBe('registered');
    const renamed = await call('PUT', '/api/editor/professions/11', { name: 'Eye Surgeon', published: true });
    expect(renamed.json()).toMatchObject({ name: 'Eye Surgeon', speciality_count: 7 });
    expect(await lastAudit('entity_type=profession&entity_id=11')).toMatchObject({
      action: 'update',
      before: { name: 'Ophthalmic Surgeon' },
      after: { name: 'Eye Surgeon' },
    });
    expect(await publicProfessions()).toContain('Eye Surgeon');
  });

  it('refuses to delete a profession or speciality in members’ profiles, and deletes an unused profession with its specialities', async () => {
    const profession = await created<EditorProfession>('/api/editor/professions', 'Vision Scientist');
    const used = await created<EditorSpeciality>(`/api/editor/professions/${profession.tid}/specialities`, 'Psychophysics');
    const unused = await created<EditorSpeciality>(`/api/editor/professions/${profession.tid}/specialities`, 'Optics');
    await giveMembers(2, { professionTid: Number(profession.tid), specialtyTid: Number(used.tid) });

    await refused(
      'DELETE',
      `/api/editor/professions/${profession.tid}`,
      undefined,
      400,
      'The profession Vision Scientist is used by 2 members: it or one of its specialities is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.',
    );
    await refused(
      'DELETE',
      `/api/editor/specialities/${used.tid}`,
      undefined,
      400,
      'The speciality Psychophysics is used by 2 members: it is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.',
    );
    expect((await call('DELETE', `/api/editor/specialities/${unused.tid}`)).statusCode).toBe(204);
    expect(await lastAudit(`entity_type=speciality&entity_id=${unused.tid}`)).toMatchObject({
      action: 'delete',
      before: { name: 'Optics', profession_tid: profession.tid },
      after: null,
    });
    await refused(
      'DELETE',
      `/api/editor/specialities/${unused.tid}`,
      undefined,
      404,
      'No such speciality. It may have been deleted meanwhile.',
    );

    const unusedProfession = await created<EditorProfession>('/api/editor/professions', 'Dispensing Optician');
    const its = await created<EditorSpeciality>(`/api/editor/professions/${unusedProfession.tid}/specialities`, 'Frames');
    expect(await publicSpecialities(unusedProfession.tid)).toEqual(['Frames']);
    expect((await call('DELETE', `/api/editor/professions/${unusedProfession.tid}`)).statusCode).toBe(204);
    expect(await publicProfessions()).not.toContain('Dispensing Optician');
    expect(await publicSpecialities(unusedProfession.tid)).toEqual([]);
    expect((await call('GET', `/api/editor/professions/${unusedProfession.tid}/specialities`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/editor/specialities/${its.tid}`, { name: 'Frames', published: true })).statusCode).toBe(404);
    expect(await lastAudit(`entity_type=profession&entity_id=${unusedProfession.tid}`)).toMatchObject({
      action: 'delete',
      before: { name: 'Dispensing Optician', specialities: [{ tid: its.tid, name: 'Frames', published: true }] },
      after: null,
    });
  });

  it('reorders the professions, refusing an order that misses one', async () => {
    const all = (await call('GET', '/api/editor/professions')).json() as EditorProfession[];
    const reversed = all.map((p) => p.tid).reverse();
    const res = await call('PUT', '/api/editor/profession-order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as EditorProfession[]).map((p) => p.tid)).toEqual(reversed);
    expect(await publicProfessions()).toEqual(
      [...all]
        .reverse()
        .filter((p) => p.published)
        .map((p) => p.name),
    );
    expect(await lastAudit('action=reorder&entity_type=profession')).toMatchObject({
      entity_id: 'all',
      before: { order: all.map((p) => p.tid) },
      after: { order: reversed },
    });
    await refused('PUT', '/api/editor/profession-order', { ids: reversed.slice(1) }, 400, ORDER_OUT_OF_DATE);
    await refused(
      'PUT',
      '/api/editor/profession-order',
      { ids: [reversed[0], reversed[0]] },
      400,
      'The order must list each item once.',
      'ids',
    );
  });

  it('manages the need-help list: add, rename, unpublish, reorder and delete, each served at once', async () => {
    const before = await publicNeedHelp(); // now cached
    const entry = await created<EditorNeedHelp>('/api/editor/need-help', ' Billing ');
    expect(entry).toEqual({
      tid: '307',
      name: 'Billing',
      published: true,
      revision: 1,
      updated_at: expect.any(Number),
      updated_by: editor.email,
    });
    expect(await publicNeedHelp()).toEqual([...before, 'Billing']);
    // The audit row keeps the content; who and when are the row's own.
    expect(await lastAudit('entity_type=need_help&entity_id=307')).toMatchObject({
      action: 'create',
      after: { tid: '307', name: 'Billing', published: true },
    });

    await call('PUT', '/api/editor/need-help/307', { name: 'Billing & invoices', published: false });
    expect(await lastAudit('entity_type=need_help&entity_id=307')).toMatchObject({
      action: 'update',
      after: { published: false },
    });
    expect(await publicNeedHelp()).toEqual(before);
    await call('PUT', '/api/editor/need-help/307', { name: 'Billing & invoices', published: true });

    const ids = ((await call('GET', '/api/editor/need-help')).json() as EditorNeedHelp[]).map((e) => e.tid);
    const order = ['307', ...ids.filter((id) => id !== '307')];
    expect((await call('PUT', '/api/editor/need-help-order', { ids: order })).statusCode).toBe(200);
    expect((await publicNeedHelp())[0]).toBe('Billing & invoices');
    await refused('PUT', '/api/editor/need-help-order', { ids: order.slice(1) }, 400, ORDER_OUT_OF_DATE);

    expect((await call('DELETE', '/api/editor/need-help/301')).statusCode).toBe(204);
    expect(await publicNeedHelp()).not.toContain('Account & login');
    expect(await lastAudit('entity_type=need_help&entity_id=301')).toMatchObject({
      action: 'delete',
      before: { tid: '301', name: 'Account & login', published: true },
      after: null,
    });
    await refused(
      'DELETE',
      '/api/editor/need-help/301',
      undefined,
      404,
      'No such need-help entry. It may have been deleted meanwhile.',
    );
  });

  it('seed keeps the console’s taxonomy unless forced; --force restores the demo and unpublishes added terms members use', async () => {
    const kept = await seedDemoContent(t.deps, { force: true });
    expect(kept.kept).toEqual(['professions', 'need_help']);
    expect(kept.message).toBe(
      'Demo content re-imported, except what editors changed in the console: professions and specialities, the need-help list. Use seed --force to replace those too.',
    );
    expect(await publicProfessions()).toContain('Eye Surgeon');
    expect(await publicNeedHelp()).toContain('Billing & invoices');

    const forced = await seedDemoContent(t.deps, { force: true, overwriteConsoleEdits: true });
    expect(forced.kept).toEqual([]);
    expect(await publicProfessions()).toEqual([
      'Ophthalmic Surgeon',
      'Optometrist',
      'Ophthalmic Nurse',
      'Orthoptist',
      'Hospital Pharmacist',
    ]);
    expect(await publicSpecialities('11')).toEqual([
      'Cataract & Refractive Surgery',
      'Glaucoma',
      'Cornea & External Disease',
      'Vitreoretinal Surgery',
      'Paediatric Ophthalmology',
      'Oculoplastic Surgery',
    ]);
    expect(await publicNeedHelp()).toEqual([
      'Account & login',
      'Surgical planning tools',
      'Education & training',
      'Product information',
      'Orders & distribution',
      'Something else',
    ]);
    // Added terms no member uses are gone; Vision Scientist, in two profiles, stays unpublished.
    const professions = (await call('GET', '/api/editor/professions')).json() as EditorProfession[];
    expect(professions.map((p) => p.name)).not.toContain('Ophthalmic Photographer');
    expect(professions.find((p) => p.name === 'Vision Scientist')).toMatchObject({ published: false, speciality_count: 1 });
    expect(await publicProfessions()).not.toContain('Vision Scientist');
    expect(await publicSpecialities('11')).not.toContain('Ocular Oncology');
  });
});
