// The fuzz's callers against a running portal: a guest, a signed-in professional (user type 1)
// and distributor (2), an editor with a bearer session, and the admin token of the data folder.
// A call may end a session (logout, account deletion, blocking): `ensureAlive` signs anew whoever
// lost theirs.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { signUpDistributorOverHttp, signUpProfessionalOverHttp } from '../shared/http-member';
import type { AudienceName } from './cases';

export const PASSWORD = 'Lens-Quartz-42';
const EDITOR_PASSWORD = 'Amber-Console-58';

interface Session {
  token: string;
  uid: string;
  mail: string;
}

export class Audiences {
  private adminToken = '';
  readonly sessions: Partial<Record<'member1' | 'member2' | 'editor', Session>> = {};
  /** How many times a session had to be made again (it was ended by a fuzzed call). */
  renewed = 0;

  constructor(
    private readonly base: string,
    private readonly dataDir: string,
  ) {}

  async start(): Promise<void> {
    const secrets = JSON.parse(await readFile(path.join(this.dataDir, 'secrets.json'), 'utf8')) as { adminToken: string };
    this.adminToken = secrets.adminToken;
    for (const name of ['member1', 'member2', 'editor'] as const) this.sessions[name] = await this.signIn(name);
  }

  /** The Authorization header of an audience (none for guests). */
  authorization(audience: AudienceName): string | undefined {
    if (audience === 'guest') return undefined;
    if (audience === 'admin') return `Bearer ${this.adminToken}`;
    return `Bearer ${this.sessions[audience]!.token}`;
  }

  /** Checks each signed-in audience with a cheap call and signs anew those whose session ended. */
  async ensureAlive(): Promise<void> {
    for (const name of ['member1', 'member2', 'editor'] as const) {
      const session = this.sessions[name]!;
      const url = name === 'editor' ? '/api/editor/me' : `/jsonapi/user/profile/?_format=json&filter[uid]=${session.uid}`;
      const res = await fetch(`${this.base}${url}`, { headers: { authorization: `Bearer ${session.token}` } });
      await res.arrayBuffer();
      if (res.status === 200) continue;
      this.sessions[name] = await this.signIn(name);
      this.renewed += 1;
    }
  }

  /** POSTs a JSON body (as the admin with `asAdmin`) and returns the JSON answer (undefined when empty); a failure throws. */
  private async post(url: string, body: unknown, { asAdmin = false } = {}): Promise<unknown> {
    const res = await fetch(`${this.base}${url}`, {
      method: 'POST',
      headers: { ...(asAdmin ? { authorization: `Bearer ${this.adminToken}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${url} failed: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  private async signIn(name: 'member1' | 'member2' | 'editor'): Promise<Session> {
    const mail = `fuzz.${name}.${randomBytes(4).toString('hex')}@example.com`;
    if (name === 'member1') {
      await signUpProfessionalOverHttp(this.base, this.dataDir, { mail, pass: PASSWORD });
      return this.logIn(mail);
    }
    if (name === 'member2') {
      const account = { mail, pass: PASSWORD, first: 'Dana', last: 'Fuzz', company: 'Fuzz Optics', country: 'DE' };
      const { link } = (await this.post(
        '/admin/api/invitations',
        { email: mail, first: account.first, last: account.last, company: account.company, country: account.country },
        { asAdmin: true },
      )) as { link: string };
      const jwt = new URL(link).pathname.split('/').pop()!;
      await signUpDistributorOverHttp(this.base, this.dataDir, jwt, account);
      return this.logIn(mail);
    }
    const created = (await this.post('/admin/api/editors', { email: mail, first: 'Eva', last: 'Fuzz' }, { asAdmin: true })) as {
      link: string;
    };
    const [, , , uid, token] = new URL(created.link).pathname.split('/');
    await this.post('/api/editor/password', { uid, token: decodeURIComponent(token!), password: EDITOR_PASSWORD });
    const body = (await this.post('/api/editor/login', { email: mail, password: EDITOR_PASSWORD })) as {
      access_token: string;
      editor: { uid: string };
    };
    return { token: body.access_token, mail, uid: String(body.editor.uid) };
  }

  /** A member's own login (its answer names the uid; the sign-up's session stays unused). */
  private async logIn(mail: string): Promise<Session> {
    const body = (await this.post('/user/login?_format=json', { name: mail, pass: PASSWORD })) as {
      access_token: string;
      current_user: { uid: string };
    };
    return { token: body.access_token, mail, uid: String(body.current_user.uid) };
  }
}
