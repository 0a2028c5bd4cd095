import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../server/auth/second-factor-secrets';
import { recoveryCodes, signInEvents, totpAuthenticators } from '../../server/db/schema';
import { freshEmail, freshIp } from './support/accounts-fixtures';
import { EDITOR_PASSWORD, editorLogin, signedInEditor, type EditorSession } from './support/editors';
import { createMember } from './support/members';
import { loginFrom, tokenFrom } from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const PASS = 'Lens-Quartz-42';
const WRONG = 'That code is wrong. Please try again.';
const STEP_MS = 30_000;

interface Challenge {
  message: string;
  second_factor_required: true;
  ticket: string;
  methods: string[];
  expires_in: number;
}

describe.each(engines)('second factors (TOTP, recovery codes) on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, ip = '203.0.113.7') =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}), remoteAddress: ip });
  const codeNow = (secret: string) => totpCodeAt(secret, t.deps.now());
  const secondStep = (payload: object, ip = '203.0.113.7', url = '/user/login/second-factor?_format=json') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'user-agent': 'Mozilla/5.0 Firefox/128.0' } });

  /** A member with a password and an active authenticator: its secret, recovery codes and a session. */
  async function memberWithTotp() {
    const member = await createMember(t, { withPassword: true, password: PASS });
    const token = await tokenFrom(t, member.mail, PASS);
    const started = await call('POST', '/api/user/second-factors/totp', token);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json() as { secret: string };
    const confirmed = await call('POST', '/api/user/second-factors/totp/confirm', token, { totp_code: codeNow(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes: codes } = confirmed.json() as { recovery_codes: string[] };
    t.advanceClock(STEP_MS); // the confirming code's step is spent
    return { ...member, token, secret, codes };
  }

  async function challengeFor(mail: string, ip = freshIp()): Promise<Challenge> {
    const res = await loginFrom(t, mail, PASS, { ip });
    expect(res.statusCode).toBe(401);
    return res.json() as Challenge;
  }

  it('leaves members without a factor as they were: the password login answers the session', async () => {
    const member = await createMember(t, { withPassword: true, password: PASS });
    const res = await loginFrom(t, member.mail, PASS);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json() as object).sort()).toEqual(
      ['access_token', 'csrf_token', 'current_user', 'logout_token', 'user_extra_details'].sort(),
    );
    const list = await call('GET', '/api/user/second-factors', member.token);
    expect(list.json()).toEqual({ factors: [], totp_setup_pending: false });
  });

  it('enrols: a pending secret stored encrypted, a wrong code refused, a right one activates with 10 recovery codes', async () => {
    const member = await createMember(t, { withPassword: true, password: PASS });
    const token = await tokenFrom(t, member.mail, PASS);
    const otherSession = await tokenFrom(t, member.mail, PASS, { ip: '198.51.100.9' });
    const started = await call('POST', '/api/user/second-factors/totp', token);
    const { secret, otpauth_uri: uri } = started.json() as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+period=30/);
    const [row] = await t.deps.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.uid, member.uid));
    expect(row!.secret).toBeNull();
    expect(row!.pendingSecret).toMatch(/^v1\./);
    expect(row!.pendingSecret).not.toContain(secret);
    expect((await call('GET', '/api/user/second-factors', token)).json()).toEqual({ factors: [], totp_setup_pending: true });
    // Pending only: the password alone still signs in.
    expect((await loginFrom(t, member.mail, PASS)).statusCode).toBe(200);

    const wrongCode = codeNow(secret) === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/api/user/second-factors/totp/confirm', token, { totp_code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG, field: 'totp_code' });

    const mailsBefore = t.mails.length;
    const confirmed = await call('POST', '/api/user/second-factors/totp/confirm', token, { totp_code: codeNow(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    const stored = await t.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.uid, member.uid));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    const list = (await call('GET', '/api/user/second-factors', token)).json() as {
      factors: { type: string; created: number; last_used: number | null; remaining?: number }[];
    };
    expect(list.factors.map((f) => f.type)).toEqual(['totp', 'recovery_codes']);
    expect(list.factors[1]!.remaining).toBe(10);
    expect(list.factors[0]!.created).toBeGreaterThan(0);

    // The other session ended with its reason; this one lives; a notice went out.
    const ended = await call('GET', '/api/user/sessions', otherSession);
    expect(ended.statusCode).toBe(401);
    expect((ended.json() as { message: string }).message).toMatch(/second step of signing in was changed/);
    expect((await call('GET', '/api/user/sessions', token)).statusCode).toBe(200);
    await t.deps.jobs.drain();
    const notice = t.mails.slice(mailsBefore).find((m) => m.to === member.mail);
    expect(notice?.subject).toMatch(/sign-in security/);
    expect(notice?.text).toContain('An authenticator app was set up');
    expect(notice?.text).not.toContain(secret);
  });

  it('signs in in two steps with a code; the code is accepted once, a wrong one says only that it is wrong', async () => {
    const member = await memberWithTotp();
    const challenge = await challengeFor(member.mail);
    expect(challenge).toMatchObject({
      second_factor_required: true,
      methods: ['totp', 'recovery_code'],
      expires_in: 300,
    });
    expect(challenge.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const wrongCode = codeNow(member.secret) === '000000' ? '111111' : '000000';
    const wrong = await secondStep({ ticket: challenge.ticket, totp_code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG, field: 'totp_code' });

    const code = codeNow(member.secret);
    const res = await secondStep({ ticket: challenge.ticket, totp_code: code });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; current_user: { uid: string } };
    expect(body.current_user.uid).toBe(String(member.uid));
    expect((await call('GET', '/api/user/sessions', body.access_token)).statusCode).toBe(200);

    // The ticket is spent; the code too (a new ticket, the same code in the same step: refused).
    expect((await secondStep({ ticket: challenge.ticket, totp_code: code })).statusCode).toBe(400);
    const again = await challengeFor(member.mail);
    const replay = await secondStep({ ticket: again.ticket, totp_code: code });
    expect(replay.statusCode).toBe(400);
    expect((replay.json() as { message: string }).message).toBe(WRONG);
    // One step of drift is accepted: the next step's code (a fast clock) signs in; after it, an
    // older step's code (this one's, unused) is refused, because steps are accepted only forwards.
    const next = totpCodeAt(member.secret, new Date(t.deps.now().getTime() + STEP_MS));
    const twoAhead = totpCodeAt(member.secret, new Date(t.deps.now().getTime() + 2 * STEP_MS));
    if (twoAhead !== next) expect((await secondStep({ ticket: again.ticket, totp_code: twoAhead })).statusCode).toBe(400);
    const drifted = await secondStep({ ticket: again.ticket, totp_code: next });
    expect(drifted.statusCode).toBe(200);
    const third = await challengeFor(member.mail);
    expect((await secondStep({ ticket: third.ticket, totp_code: next })).statusCode).toBe(400);

    // The history names the factor used, and the wrong code.
    const rows = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(rows.some((row) => row.outcome === 'success' && row.factor === 'totp')).toBe(true);
    await t.deps.jobs.drain();
    const after = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(after.some((row) => row.outcome === 'wrong_second_factor')).toBe(true);
    const history = (await call('GET', '/api/user/sign-in-history', body.access_token)).json() as { factor?: string }[];
    expect(history.some((row) => row.factor === 'totp')).toBe(true);
    // A browser new to the account: the new-browser mail names the factor.
    const newBrowser = t.mails.filter((m) => m.to === member.mail && m.subject.startsWith('New sign-in'));
    expect(newBrowser.at(-1)?.text).toContain('Signed in with: password and authenticator app code');
  });

  it('signs in with a recovery code once; it fails the second time', async () => {
    const member = await memberWithTotp();
    const first = await challengeFor(member.mail);
    const code = member.codes[3]!;
    const res = await secondStep({ ticket: first.ticket, recovery_code: code.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const second = await challengeFor(member.mail);
    const reused = await secondStep({ ticket: second.ticket, recovery_code: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: WRONG, field: 'recovery_code' });
    const rows = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(rows.some((row) => row.outcome === 'success' && row.factor === 'recovery_code')).toBe(true);
    const list = (await call('GET', '/api/user/second-factors', member.token)).json() as {
      factors: { type: string; remaining?: number; last_used: number | null }[];
    };
    expect(list.factors[1]).toMatchObject({ type: 'recovery_codes', remaining: 9 });
    expect(list.factors[1]!.last_used).not.toBeNull();
    // Both or neither of the codes: 400.
    expect((await secondStep({ ticket: second.ticket })).statusCode).toBe(400);
  });

  it('limits wrong codes per account with Retry-After, the right code included once locked', async () => {
    const member = await memberWithTotp();
    const wrongCode = () => (codeNow(member.secret) === '000000' ? '111111' : '000000');
    for (let i = 0; i < 5; i += 1) {
      const challenge = await challengeFor(member.mail);
      expect((await secondStep({ ticket: challenge.ticket, totp_code: wrongCode() }, freshIp())).statusCode).toBe(400);
    }
    const challenge = await challengeFor(member.mail);
    const locked = await secondStep({ ticket: challenge.ticket, totp_code: codeNow(member.secret) }, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((locked.json() as { message: string }).message).toMatch(/too many wrong codes/);
    t.advanceClock(60 * 60 * 1000 + 1000);
    const later = await challengeFor(member.mail);
    expect((await secondStep({ ticket: later.ticket, totp_code: codeNow(member.secret) })).statusCode).toBe(200);
  });

  it('refuses a ticket that is unknown, expired, or from the other login', async () => {
    const member = await memberWithTotp();
    const unknown = await secondStep({ ticket: 'x'.repeat(43), totp_code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'ticket' });
    const challenge = await challengeFor(member.mail);
    const onEditorLogin = await secondStep(
      { ticket: challenge.ticket, totp_code: codeNow(member.secret) },
      freshIp(),
      '/api/editor/login/second-factor',
    );
    expect(onEditorLogin.statusCode).toBe(400);
    t.advanceClock(5 * 60 * 1000 + 1000);
    expect((await secondStep({ ticket: challenge.ticket, totp_code: codeNow(member.secret) })).statusCode).toBe(400);
  });

  it('regenerates recovery codes (the old ones stop working) and removes the authenticator', async () => {
    const member = await memberWithTotp();
    const regenerated = await call('POST', '/api/user/second-factors/recovery-codes', member.token);
    expect(regenerated.statusCode).toBe(200);
    const fresh = (regenerated.json() as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    const one = await challengeFor(member.mail);
    expect((await secondStep({ ticket: one.ticket, recovery_code: member.codes[0]! })).statusCode).toBe(400);
    expect((await secondStep({ ticket: one.ticket, recovery_code: fresh[0]! })).statusCode).toBe(200);

    const removed = await call('DELETE', '/api/user/second-factors/totp', member.token);
    expect(removed.statusCode).toBe(200);
    expect((await loginFrom(t, member.mail, PASS)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/second-factors', member.token)).json()).toEqual({
      factors: [],
      totp_setup_pending: false,
    });
    expect((await call('DELETE', '/api/user/second-factors/totp', member.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/user/second-factors/recovery-codes', member.token)).statusCode).toBe(409);
    expect(await t.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.uid, member.uid))).toEqual([]);
  });

  it('keeps secrets and codes out of the data export and the log', async () => {
    const member = await memberWithTotp();
    const challenge = await challengeFor(member.mail);
    const code = codeNow(member.secret);
    expect((await secondStep({ ticket: challenge.ticket, totp_code: code })).statusCode).toBe(200);
    const exported = await call('GET', '/api/user/data-export', member.token);
    expect(exported.statusCode).toBe(200);
    const text = exported.body;
    expect(text).not.toContain(member.secret);
    for (const recovery of member.codes) expect(text).not.toContain(recovery);
    const [row] = await t.deps.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.uid, member.uid));
    expect(text).not.toContain(row!.secret!);
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(member.secret);
    expect(log).not.toContain(challenge.ticket);
    for (const recovery of member.codes) expect(log).not.toContain(recovery);
  });

  describe('editors', () => {
    let editor: EditorSession;
    let secret = '';
    beforeAll(async () => {
      editor = await signedInEditor(t, freshEmail('editor'));
    });
    const editorCall = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });

    it('enrol with the same machinery and sign in in two steps', async () => {
      const started = await editorCall('POST', '/api/editor/second-factors/totp');
      expect(started.statusCode).toBe(200);
      secret = (started.json() as { secret: string }).secret;
      const confirmed = await editorCall('POST', '/api/editor/second-factors/totp/confirm', { totp_code: codeNow(secret) });
      expect(confirmed.statusCode).toBe(200);
      expect((confirmed.json() as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
      t.advanceClock(STEP_MS);

      const login = await editorLogin(t, editor.email, EDITOR_PASSWORD);
      expect(login.statusCode).toBe(401);
      const { ticket } = login.json() as Challenge;
      // A member's second step does not take an editor's ticket.
      expect((await secondStep({ ticket, totp_code: codeNow(secret) })).statusCode).toBe(400);
      const res = await secondStep({ ticket, totp_code: codeNow(secret) }, freshIp(), '/api/editor/login/second-factor');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json() as object).sort()).toEqual(['access_token', 'csrf_token', 'editor', 'logout_token']);
      const list = await editorCall('GET', '/api/editor/second-factors');
      expect((list.json() as { factors: { type: string }[] }).factors.map((f) => f.type)).toEqual(['totp', 'recovery_codes']);
    });

    it("refuse removing an editor's last factor; regenerating works", async () => {
      const removed = await editorCall('DELETE', '/api/editor/second-factors/totp');
      expect(removed.statusCode).toBe(409);
      expect((removed.json() as { message: string }).message).toMatch(/must keep a second factor/);
      expect((await editorCall('POST', '/api/editor/second-factors/recovery-codes')).statusCode).toBe(200);
    });
  });
});
