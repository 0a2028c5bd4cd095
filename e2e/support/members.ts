// Members for journeys that are not about accounts: registered and activated the honest way
// (registration API, activation link from the SMTP inbox, distributors through `portal -- invite`),
// then remembered for the rest of the run in the run's data folder. The server allows 10
// registrations per IP and hour, so every spec of a run shares these few accounts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { inviteDistributor } from '../accounts.fixtures';
import { waitForLink } from './mailbox';
import { e2eRoot } from './paths';

export type MemberKind = 'professional' | 'distributor';

export interface E2eMember {
  kind: MemberKind;
  email: string;
  password: string;
  firstName: string;
}

/** What POST /user/login answers (spec §3 session); stored as the SPA stores it. */
export interface E2eSession {
  access_token: string;
  logout_token: string;
  csrf_token: string;
  current_user: { uid: string; name: string };
  user_extra_details: { uuid: string; user_type: string; first_name: string; last_name: string; user_picture: string | null };
}

const PASSWORD = 'Lens-Quartz-42';
const membersDir = path.join(e2eRoot, 'members');

/** A member's address and password when they must not vary (screenshots show the address). */
export interface MemberIdentity {
  email: string;
  password: string;
}

/**
 * The member named `key` of this run, registered and activated on first use. Without `identity`
 * the address is unique per run (`<key>.<time>@e2e.example`) and the password the shared one.
 */
export async function ensureMember(
  request: APIRequestContext,
  kind: MemberKind,
  key: string,
  identity?: MemberIdentity,
): Promise<E2eMember> {
  const file = path.join(membersDir, `${key}.json`);
  const saved = await readFile(file, 'utf8').catch(() => null);
  if (saved) return JSON.parse(saved) as E2eMember;
  const member = newMember(kind, identity ?? { email: `${key}.${Date.now().toString(36)}@e2e.example`, password: PASSWORD });
  await register(request, member);
  await activate(request, member.email);
  await mkdir(membersDir, { recursive: true });
  await writeFile(file, JSON.stringify(member));
  return member;
}

function newMember(kind: MemberKind, { email, password }: MemberIdentity): E2eMember {
  return { kind, email, password, firstName: kind === 'professional' ? 'Pia' : 'Dario' };
}

async function register(request: APIRequestContext, member: E2eMember) {
  if (member.kind === 'professional') await registerProfessional(request, member);
  else await registerDistributor(request, member);
}

/**
 * Registers a new member without activating it and returns the emailed activation link, for the
 * screens that follow that link (each link activates once: one address per use).
 */
export async function registerWithoutActivation(
  request: APIRequestContext,
  kind: MemberKind,
  identity: MemberIdentity,
): Promise<string> {
  await register(request, newMember(kind, identity));
  return waitForLink(identity.email, '/useractivation/');
}

async function registerProfessional(request: APIRequestContext, { email, password, firstName }: E2eMember) {
  const response = await request.post('/user/registerpass?_format=json', {
    data: {
      name: email,
      mail: email,
      pass: password,
      field_name_title: 'Dr.',
      field_first_name: firstName,
      field_last_name: 'Lindqvist',
      field_institution_name: 'Eye Clinic North',
      field_profession: '11',
      field_specialty: '101',
      field_user_type: 1,
      field_country: 'Sweden',
    },
  });
  if (!response.ok()) throw new Error(`professional registration failed: ${response.status()} ${await response.text()}`);
}

async function registerDistributor(request: APIRequestContext, { email, password, firstName }: E2eMember) {
  const values = { email, first: firstName, last: 'Moretti', company: 'Optica Partners', country: 'IT' };
  const link = await inviteDistributor(values);
  const jwt = new URL(link).pathname.split('/').pop()!;
  const wrap = (value: string) => ({ value });
  const response = await request.post('/user/registerpass?_format=json', {
    data: {
      name: wrap(email),
      mail: wrap(email),
      pass: wrap(password),
      field_name_title: wrap(''),
      field_first_name: wrap(firstName),
      field_last_name: wrap(values.last),
      field_company_name: wrap(values.company),
      field_country: wrap(values.country),
      field_user_type: { value: '2' },
      jwt: wrap(jwt),
    },
  });
  if (!response.ok()) throw new Error(`distributor registration failed: ${response.status()} ${await response.text()}`);
}

/** Follows the emailed activation link the way the SPA does (spec §7 segment rules). */
async function activate(request: APIRequestContext, email: string) {
  const segments = new URL(await waitForLink(email, '/useractivation/')).pathname.split('/');
  const id = segments[2]!.split('_').pop();
  const response = await request.get(`/api/user/registration/confirm/${id}/${segments[4]}`);
  if (!response.ok()) throw new Error(`activation failed: ${response.status()} ${await response.text()}`);
}

/** Logs in through the API (the login form is tested elsewhere). */
export async function loginViaApi(request: APIRequestContext, { email, password }: MemberIdentity): Promise<E2eSession> {
  const response = await request.post('/user/login?_format=json', { data: { name: email, pass: password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as E2eSession;
}

/** Puts the session where the SPA keeps it (spec §3: persisted root, version 1) before any page script runs. */
export async function useSessionIn(page: Page, session: E2eSession) {
  await page.addInitScript(
    (value) => {
      window.localStorage.setItem('persist:root', value);
    },
    JSON.stringify({ version: 1, user: { currentUser: session } }),
  );
}

/** Empties the member's My Resources through the API, so each journey starts from the same state. */
export async function clearSubscriptions(request: APIRequestContext, session: E2eSession) {
  const headers = { authorization: `Bearer ${session.access_token}` };
  const uid = session.current_user.uid;
  const list = (await (await request.get(`/uiapi/myresource/${uid}`, { headers })).json()) as { nid: string }[];
  for (const { nid } of list) await request.delete(`/api/myresource/${nid}/${uid}`, { headers });
}

/** Subscribes through the API (set-up only; the journeys add through the UI). */
export async function subscribe(request: APIRequestContext, session: E2eSession, nid: string) {
  const headers = { authorization: `Bearer ${session.access_token}` };
  const response = await request.post('/api/myresource', { headers, data: { nid, uid: session.current_user.uid } });
  if (!response.ok()) throw new Error(`subscribe failed: ${response.status()} ${await response.text()}`);
}
