// Signing a member up over HTTP against a running portal: shared by the server tests
// (tests/server/database-outage.test.ts) and the benchmarks (tools/bench/).
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Signs up a healthcare professional against a running portal over HTTP, as the SPA would:
 * registration with seeded terms, the activation link from the file outbox, then login.
 * Returns the bearer access token.
 */
export async function signUpProfessionalOverHttp(
  base: string,
  dataDir: string,
  { mail, pass }: { mail: string; pass: string } = newProfessionalAccount(),
): Promise<string> {
  const getJson = async (url: string) => (await fetch(`${base}${url}`)).json();
  const [profession] = (await getJson('/jsonapi/attribute/profession')) as { tid: string | number }[];
  const [speciality] = (await getJson(`/jsonapi/attribute/speciality/${profession!.tid}`)) as { tid: string | number }[];
  const { data: countries } = (await getJson('/admin/city-state-city/api/get-country')) as { data: { country_name: string }[] };
  const registered = await fetch(`${base}/user/registerpass?_format=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: mail,
      mail,
      pass,
      field_name_title: '',
      field_first_name: 'Olga',
      field_last_name: 'Outage',
      field_institution_name: 'Eye Clinic',
      field_profession: String(profession!.tid),
      field_specialty: String(speciality!.tid),
      field_user_type: 1,
      field_country: countries[0]!.country_name,
    }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);

  const link = await activationLinkFor(mail, path.join(dataDir, 'mail'));
  const [, , account, , token] = new URL(link).pathname.split('/');
  const uid = account!.split('_')[1];
  const activated = await fetch(`${base}/api/user/registration/confirm/${uid}/${token}`);
  if (!activated.ok) throw new Error(`activation failed: ${activated.status}`);

  const login = await fetch(`${base}/user/login?_format=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: mail, pass }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A fresh address and a password the portal accepts, for signUpProfessionalOverHttp. */
export function newProfessionalAccount(): { mail: string; pass: string } {
  return { mail: `outage.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`, pass: 'Kx7-outage' };
}

async function activationLinkFor(mail: string, outboxDir: string): Promise<string> {
  for (const file of await readdir(outboxDir)) {
    const text = (await readFile(path.join(outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
    if (!text.includes(mail)) continue;
    const match = /https?:\/\/[^\s"<>]+\/useractivation\/[^\s"<>]+/.exec(text);
    if (match) return match[0].replace(/=3D/g, '=');
  }
  throw new Error(`no activation mail for ${mail} in ${outboxDir}`);
}

/** The claims of an invitation and the distributor's password, for signUpDistributorOverHttp. */
export interface DistributorAccount {
  mail: string;
  pass: string;
  first: string;
  last: string;
  company: string;
  /** A country id, e.g. 'DE'. */
  country: string;
}

/**
 * Signs up a distributor against a running portal over HTTP with an invitation's JWT (the values
 * must be the invitation's): registration, the activation link from the file outbox, then login.
 * Returns the bearer access token.
 */
export async function signUpDistributorOverHttp(
  base: string,
  dataDir: string,
  jwt: string,
  account: DistributorAccount,
): Promise<string> {
  const wrap = (value: string) => ({ value });
  const registered = await fetch(`${base}/user/registerpass?_format=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: wrap(account.mail),
      mail: wrap(account.mail),
      pass: wrap(account.pass),
      field_name_title: wrap(''),
      field_first_name: wrap(account.first),
      field_last_name: wrap(account.last),
      field_company_name: wrap(account.company),
      field_country: wrap(account.country),
      field_user_type: { value: '2' },
      jwt: wrap(jwt),
    }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  const link = await activationLinkFor(account.mail, path.join(dataDir, 'mail'));
  const [, , name, , token] = new URL(link).pathname.split('/');
  const activated = await fetch(`${base}/api/user/registration/confirm/${name!.split('_')[1]}/${token}`);
  if (!activated.ok) throw new Error(`activation failed: ${activated.status}`);
  const login = await fetch(`${base}/user/login?_format=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: account.mail, pass: account.pass }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}
