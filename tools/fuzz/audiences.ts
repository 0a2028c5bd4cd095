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

  private async admin(method: string, url: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { authorization: `Bearer ${this.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }

  private async signIn(name: 'member1' | 'member2' | 'editor'): Promise<Session> {
    const mail = `fuzz.${name}.${randomBytes(4).toString('hex')}@example.com`;
    if (name === 'member1') {
      await signUpProfessionalOverHttp(this.base, this.dataDir, { mail, pass: PASSWORD });
      return this.logIn(mail);
    }
    if (name === 'member2') {
      const account = { mail, pass: PASSWORD, first: 'Dana', last: 'Fuzz', company: 'Fuzz Optics', country: 'DE' };
      const { link } = (await this.admin('POST', '/admin/api/invitations', {
        email: mail,
        first: account.first,
        last: account.last,
        company: account.company,
        country: account.country,
      })) as { link: string };
      const jwt = new URL(link).pathname.split('/').pop()!;
      await signUpDistributorOverHttp(this.base, this.dataDir, jwt, account);
      return this.logIn(mail);
    }
    const created = (await this.admin('POST', '/admin/api/editors', { email: mail, first: 'Eva', last: 'Fuzz' })) as {
      uid: string;
      link: string;
    };
    const [, , , uid, token] = new URL(created.link).pathname.split('/');
    const set = await fetch(`${this.base}/api/editor/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid, token: decodeURIComponent(token!), password: EDITOR_PASSWORD }),
    });
    if (!set.ok) throw new Error(`setEditorPassword failed: ${set.status} ${await set.text()}`);
    const login = await fetch(`${this.base}/api/editor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: mail, password: EDITOR_PASSWORD }),
    });
    if (!login.ok) throw new Error(`loginEditor failed: ${login.status} ${await login.text()}`);
    const body = (await login.json()) as { access_token: string; editor: { uid: string } };
    return { token: body.access_token, mail, uid: String(body.editor.uid) };
  }

  /** A member's own login (its answer names the uid; the sign-up's session stays unused). */
  private async logIn(mail: string): Promise<Session> {
    const login = await fetch(`${this.base}/user/login?_format=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: mail, pass: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const body = (await login.json()) as { access_token: string; current_user: { uid: string } };
    return { token: body.access_token, mail, uid: String(body.current_user.uid) };
  }
}
