import { countries, professions, specialities } from '../../../server/db/schema';
import type { TestApp } from './test-app';

/** Terms and countries the accounts tests rely on (inserted directly: the apps run with seed: false). */
export const TERMS = {
  profession: { tid: 901, name: 'Ophthalmologist' },
  otherProfession: { tid: 902, name: 'Optometrist' },
  speciality: { tid: 9011, name: 'Cataract surgery' },
  otherSpeciality: { tid: 9021, name: 'Contact lenses' },
} as const;

export async function insertAccountsFixtures(t: TestApp): Promise<void> {
  const { db } = t.deps;
  await db.insert(professions).values([TERMS.profession, TERMS.otherProfession]).onConflictDoNothing();
  await db
    .insert(specialities)
    .values([
      { ...TERMS.speciality, professionTid: TERMS.profession.tid },
      { ...TERMS.otherSpeciality, professionTid: TERMS.otherProfession.tid },
    ])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([
      { id: 'DE', countryName: 'Germany' },
      { id: 'FR', countryName: 'France' },
    ])
    .onConflictDoNothing();
}

let ipCounter = 1;
/** A fresh client address, so per-IP flood limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function freshEmail(prefix = 'member'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

export function professionalBody(overrides: Record<string, unknown> = {}) {
  const mail = (overrides.mail as string | undefined) ?? freshEmail('pro');
  return {
    name: mail,
    mail,
    pass: 'Lens-Quartz-42',
    field_name_title: 'Dr.',
    field_first_name: 'Anna',
    field_last_name: 'Meyer',
    field_institution_name: 'City Eye Clinic',
    field_profession: String(TERMS.profession.tid),
    field_specialty: String(TERMS.speciality.tid),
    field_user_type: 1,
    field_country: 'Germany',
    ...overrides,
  };
}

export interface DistributorValues {
  mail: string;
  first: string;
  last: string;
  company: string;
  country: string;
  pass?: string;
}

export function distributorBody(values: DistributorValues, jwt: string | undefined) {
  const wrap = (value: string) => ({ value });
  return {
    name: wrap(values.mail),
    mail: wrap(values.mail),
    pass: wrap(values.pass ?? 'Lens-Quartz-42'),
    field_name_title: wrap(''),
    field_first_name: wrap(values.first),
    field_last_name: wrap(values.last),
    field_company_name: wrap(values.company),
    field_country: wrap(values.country),
    field_user_type: { value: '2' },
    ...(jwt === undefined ? {} : { jwt: wrap(jwt) }),
  };
}

export function register(t: TestApp, body: unknown, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/user/registerpass?_format=json', payload: body as object, remoteAddress: ip });
}

/** The last mail sent to an address, and its first link. */
export function lastMailTo(t: TestApp, to: string) {
  const mail = [...t.mails].reverse().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, link: mail.links?.[0] ?? '' };
}

/** Splits an emailed link into its path segments the way the SPA does (index 1 = first segment). */
export function segments(link: string): string[] {
  return new URL(link).pathname.split('/');
}

/** Follows the activation link of the last activation mail (spec §7 parsing rules). */
export function activationRequest(link: string): string {
  const parts = segments(link);
  const id = parts[2]!.split('_').pop();
  return `/api/user/registration/confirm/${id}/${parts[4]}`;
}

export async function activateFromMail(t: TestApp, mail: string): Promise<void> {
  const res = await t.app.inject({ method: 'GET', url: activationRequest(lastMailTo(t, mail).link) });
  if (res.statusCode !== 200) throw new Error(`activation failed: ${res.body}`);
}

export function login(t: TestApp, name: string, pass: string, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/user/login?_format=json', payload: { name, pass }, remoteAddress: ip });
}

export interface Session {
  uid: string;
  access_token: string;
  logout_token: string;
  csrf_token: string;
}

/** Registers a professional, activates from the mail, logs in; returns the email and session. */
export async function signedInProfessional(
  t: TestApp,
  pass = 'Lens-Quartz-42',
): Promise<{ mail: string; pass: string; session: Session }> {
  const body = professionalBody({ pass });
  const res = await register(t, body);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  await activateFromMail(t, body.mail);
  const session = await loginSession(t, body.mail, pass);
  return { mail: body.mail, pass, session };
}

export async function loginSession(t: TestApp, mail: string, pass: string): Promise<Session> {
  const res = await login(t, mail, pass);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const json = res.json() as { current_user: { uid: string }; access_token: string; logout_token: string; csrf_token: string };
  return {
    uid: json.current_user.uid,
    access_token: json.access_token,
    logout_token: json.logout_token,
    csrf_token: json.csrf_token,
  };
}

export function logout(t: TestApp, session: Session, overrides: Partial<Session> = {}) {
  const s = { ...session, ...overrides };
  return t.app.inject({
    method: 'POST',
    url: `/user/logout?_format=json&token=${encodeURIComponent(s.logout_token)}`,
    headers: { authorization: `Bearer ${s.access_token}`, 'x-csrf-token': s.csrf_token },
  });
}

/**
 * Whether a bearer token still opens a session, without ending it: a logout with a wrong logout
 * token answers 403 for a live session and 401 for a dead one.
 */
export async function isSessionLive(t: TestApp, session: Session): Promise<boolean> {
  const res = await logout(t, session, { logout_token: 'wrong' });
  if (res.statusCode !== 401 && res.statusCode !== 403) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
  return res.statusCode === 403;
}
