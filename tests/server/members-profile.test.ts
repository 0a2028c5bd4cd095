import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { users } from '../../server/db/schema';
import {
  COMPANY_FOR_DISTRIBUTORS,
  DISTRIBUTOR_COUNTRY_LOCKED,
  PROFESSIONAL_FIELDS_ONLY,
  PROFILE_SAVED,
} from '../../server/services/save-profile';
import { UPLOAD_REFUSED } from '../../server/uploads/data-url';
import { TERMS, insertAccountsFixtures } from './support/accounts-fixtures';
import { dataUrl, jpegFile, pdfFile, pngFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const { profession, otherProfession, speciality, otherSpeciality } = TERMS;

describe.each(engines)('profile on %s', (engine) => {
  let t: TestApp;
  let pro: TestMember;
  let dist: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
    pro = await createMember(t, { userType: '1', withPassword: true });
    dist = await createMember(t, { userType: '2' });
    other = await createMember(t, { userType: '1' });
    await t.deps.db
      .update(users)
      .set({ professionTid: profession.tid, specialtyTid: speciality.tid, countryId: 'DE' })
      .where(eq(users.uid, pro.uid));
    await t.deps.db.update(users).set({ countryId: 'FR' }).where(eq(users.uid, dist.uid));
  });
  afterAll(() => t.close());

  const getProfile = (member: TestMember, uid = member.uid) =>
    t.app.inject({
      method: 'GET',
      url: `/jsonapi/user/profile/?filter[uid]=${uid}&include=roles,profession,specialty&jsonapi_include=1`,
      headers: member.headers,
    });
  const profileOf = async (member: TestMember) => {
    const res = await getProfile(member);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Record<string, unknown>[] }).data[0]!;
  };
  const save = (member: TestMember, body: Record<string, unknown>, uid = member.uid) =>
    t.app.inject({ method: 'PATCH', url: `/user/${uid}?_format=json`, headers: member.headers, payload: body });
  const names = (picture: string, first = 'Anna', last = 'Tester') => ({
    field_picture: { value: picture },
    field_first_name: { value: first },
    field_last_name: { value: last },
  });
  const professional = (over: Partial<Record<'institution' | 'profession' | 'specialty' | 'country', string>> = {}) => ({
    field_institution_name: { value: over.institution ?? 'North Eye Hospital' },
    field_profession: { value: over.profession ?? String(otherProfession.tid) },
    field_specialty: { value: over.specialty ?? String(otherSpeciality.tid) },
    field_country: { value: over.country ?? 'France' },
  });
  const isStored = async (picturePath: string) => (await t.deps.files.get('uploads', path.basename(picturePath))) !== null;

  it("answers data[0] in the professional shape, and only for the caller's own uid", async () => {
    expect(await profileOf(pro)).toEqual({
      picture: '',
      first_name: 'Anna',
      last_name: 'Tester',
      mail: pro.mail,
      institution_name: 'City Eye Clinic',
      specialty: { termid: String(speciality.tid), name: speciality.name },
      profession: { termid: String(profession.tid), name: profession.name },
      country: 'Germany',
      roles: [
        { id: 'authenticated', label: 'Authenticated user' },
        { id: 'professional', label: 'Healthcare Professional' },
      ],
    });
    expect((await getProfile(pro, other.uid)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/jsonapi/user/profile/?filter[uid]=${pro.uid}` })).statusCode).toBe(401);
    expect((await getProfile(pro, 0)).statusCode).toBe(400);
  });

  it('answers the distributor shape with the company name and country id', async () => {
    expect(await profileOf(dist)).toEqual({
      picture: '',
      first_name: 'Dan',
      last_name: 'Tester',
      mail: dist.mail,
      field_company_name: 'Optics Trading Ltd',
      country: 'FR',
      roles: [
        { id: 'authenticated', label: 'Authenticated user' },
        { id: 'distributor', label: 'Distributor' },
      ],
    });
  });

  it('saves names and the professional block; the email never changes', async () => {
    const res = await save(pro, { ...names('', 'Annie', 'Smith'), ...professional() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROFILE_SAVED });
    expect(await profileOf(pro)).toMatchObject({
      first_name: 'Annie',
      last_name: 'Smith',
      mail: pro.mail,
      institution_name: 'North Eye Hospital',
      profession: { termid: String(otherProfession.tid), name: otherProfession.name },
      specialty: { termid: String(otherSpeciality.tid), name: otherSpeciality.name },
      country: 'France',
    });
    // The picture/name block alone leaves the professional block as it is.
    expect((await save(pro, names('', 'Anna', 'Smith'))).statusCode).toBe(200);
    expect(await profileOf(pro)).toMatchObject({ first_name: 'Anna', institution_name: 'North Eye Hospital' });
    expect((await save(pro, { ...names(''), mail: { value: 'new@example.com' } })).statusCode).toBe(400);
  });

  it('refuses bad input with the spec messages', async () => {
    const message = async (body: Record<string, unknown>) => (await save(pro, body)).json().message as string;
    expect(await message(names('', 'Ann4'))).toBe('First name cannot contain numeric values');
    expect(await message(names('', 'Anna', 'Smith!'))).toBe('Last name cannot contain special characters');
    expect(await message(names('', 'A'.repeat(16)))).toBe('Allowed max limit is 15 characters');
    expect(await message({ ...names(''), ...professional({ specialty: String(speciality.tid) }) })).toBe(
      'Please select your speciality.',
    );
    expect(await message({ ...names(''), ...professional({ profession: '424242' }) })).toBe('Please select your profession.');
    expect(await message({ ...names(''), ...professional({ country: 'Atlantis' }) })).toBe('Please select your country');
    expect(await message({ ...names(''), ...professional({ institution: 'Clinic 9' }) })).toBe(
      'Institution name cannot contain numeric values',
    );
    const partial = { ...names(''), field_institution_name: { value: 'Only this' } };
    expect(await message(partial)).toBe('Please fill in institution name, profession, speciality and country together');
  });

  it("lets distributors edit names and company name; the country stays the invitation's", async () => {
    expect((await save(dist, names('', 'Daniel'))).statusCode).toBe(200);
    // Names alone leave the company as it is.
    expect(await profileOf(dist)).toMatchObject({ first_name: 'Daniel', field_company_name: 'Optics Trading Ltd' });
    const renamed = await save(dist, { ...names('', 'Daniel'), field_company_name: { value: 'Optica Partners Srl' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ message: PROFILE_SAVED });

    const message = async (body: Record<string, unknown>) => {
      const res = await save(dist, body);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    const company = (value: string) => ({ ...names('', 'Daniel'), field_company_name: { value } });
    // Spec §5 company rules, checked again by the server (the contract).
    expect(await message(company(''))).toBe('Please enter company name');
    expect(await message(company(' Optica'))).toBe('Company name cannot start with space');
    expect(await message(company('Optica 2000'))).toBe('Company name cannot contain numeric values');
    expect(await message(company('Optica & Co'))).toBe('Company name cannot contain special characters');
    expect(await message(company('A'.repeat(101)))).toBe('Allowed max limit is 50 characters');
    expect(await message(company('Optica\u0007'))).toBe('Company name cannot contain control characters.');
    // The country, and the professional block, are not a distributor's to save.
    expect(await message({ ...company('Optica'), field_country: { value: 'DE' } })).toBe(DISTRIBUTOR_COUNTRY_LOCKED);
    const { field_country: _country, ...professionalOnly } = professional();
    expect(await message({ ...company('Optica'), ...professionalOnly })).toBe(PROFESSIONAL_FIELDS_ONLY);
    expect(await message({ ...names(''), ...professional() })).toBe(DISTRIBUTOR_COUNTRY_LOCKED);

    expect(await profileOf(dist)).toMatchObject({
      first_name: 'Daniel',
      field_company_name: 'Optica Partners Srl',
      country: 'FR',
    });
    // 100 characters is still allowed (the spec's quirk: its message says 50).
    expect((await save(dist, company('A'.repeat(100)))).statusCode).toBe(200);
    expect((await save(dist, company('Optics Trading Ltd'))).statusCode).toBe(200);
  });

  it('refuses a company name in a professional’s save', async () => {
    const res = await save(pro, { ...names(''), field_company_name: { value: 'Optica Partners' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_FOR_DISTRIBUTORS);
    expect(await profileOf(pro)).not.toHaveProperty('field_company_name');
  });

  it("cannot change another member's profile", async () => {
    const res = await save(pro, names('', 'Mallory'), other.uid);
    expect(res.statusCode).toBe(403);
    expect(await profileOf(other)).toMatchObject({ first_name: 'Anna' });
  });

  it('stores a new picture under a random name, serves it, replaces the old file, and logs in with it', async () => {
    const png = pngFile(250, 250);
    expect((await save(pro, names(dataUrl('image/png', png)))).statusCode).toBe(200);
    const first = (await profileOf(pro)).picture as string;
    expect(first).toMatch(/^\/files\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    // Re-encoded on save (metadata stripped): the same picture, not the same bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 250, height: 250 });
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // Sending the current path back keeps it.
    expect((await save(pro, names(first))).statusCode).toBe(200);
    expect((await profileOf(pro)).picture).toBe(first);

    expect((await save(pro, names(dataUrl('image/jpeg', jpegFile(250, 250))))).statusCode).toBe(200);
    const second = (await profileOf(pro)).picture as string;
    expect(second).toMatch(/^\/files\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: pro.mail, pass: 'Lens-Quartz-42' },
    });
    expect(login.json().user_extra_details.user_picture).toBe(second);

    expect((await save(pro, names(''))).statusCode).toBe(200);
    expect((await profileOf(pro)).picture).toBe('');
    expect(await isStored(second)).toBe(false);
  });

  it('refuses pictures by content, size and count, keeping the current picture', async () => {
    await save(pro, names(dataUrl('image/png', pngFile())));
    const kept = (await profileOf(pro)).picture;
    const refusals: unknown[] = [
      names(dataUrl('image/jpeg', pngFile())), // PNG content declared as JPEG
      names(dataUrl('image/png', Buffer.from('just some text, not a picture'))), // text declared as PNG
      names(dataUrl('image/png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))),
      names(dataUrl('image/png', pngFile(4, 3, 1_000_001))), // one byte too many
      names(dataUrl('application/pdf', pdfFile())),
      names(`${dataUrl('image/png', pngFile())},${dataUrl('image/png', pngFile())}`), // two files in one value
      names(`/files/uploads/${'a'.repeat(32)}.png`), // someone else's file
    ];
    for (const body of refusals) {
      const res = await save(pro, body as Record<string, unknown>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: UPLOAD_REFUSED });
    }
    const twoFields = {
      ...names(''),
      field_picture: [{ value: dataUrl('image/png', pngFile()) }, { value: dataUrl('image/png', pngFile()) }],
    };
    expect((await save(pro, twoFields)).statusCode).toBe(400);
    expect((await profileOf(pro)).picture).toBe(kept);
  });
});
