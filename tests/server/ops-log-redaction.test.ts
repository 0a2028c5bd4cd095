import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../server/auth/unsubscribe-token';
import {
  activationRequest,
  distributorBody,
  freshEmail,
  freshIp,
  insertAccountsFixtures,
  lastMailTo,
  login,
  loginSession,
  logout,
  professionalBody,
  register,
  segments,
} from './support/accounts-fixtures';
import { addEditor, editorLogin, editorLogout, linkParts, setPassword, type EditorSession } from './support/editors';
import { ADMIN_HEADERS } from './support/sample-requests';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 41: the server log is safe to ship. Every flow that carries a credential (registration,
 * activation, lost password and reset, login and logout, a password change, a distributor
 * invitation, an editor's set-password link and login, one-click unsubscribe) runs against the
 * real app with its log captured (REQUEST_LOG=all: every request is logged as it comes in and is
 * answered), then the log is searched for every password and token the run used.
 */
describe('the server log after the credential-carrying flows', () => {
  let t: TestApp;
  const lines: string[] = [];
  /** Every secret the run used, by what it is (the name shows in a failure). */
  const secrets: Record<string, string> = {};
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false, logStream: { write: (line) => void lines.push(line) } });
    await insertAccountsFixtures(t);
    secrets.adminToken = ADMIN_HEADERS.authorization.replace('Bearer ', '');
  });
  afterAll(() => t.close());

  it('holds no password or token of registration, activation, reset, login, logout or a password change', async () => {
    const body = professionalBody({ pass: 'Registered-Lens-7391' });
    secrets.registrationPassword = body.pass;
    expect((await register(t, body)).statusCode).toBe(200);

    const activationLink = lastMailTo(t, body.mail).link;
    secrets.activationToken = segments(activationLink)[4]!;
    // The SPA page the mail opens, then the call it makes.
    await t.app.inject({ method: 'GET', url: new URL(activationLink).pathname });
    expect((await t.app.inject({ method: 'GET', url: activationRequest(activationLink) })).statusCode).toBe(200);

    secrets.wrongPassword = 'Wrong-Guess-Lens-55';
    expect((await login(t, body.mail, secrets.wrongPassword)).statusCode).toBe(400);
    const session = await loginSession(t, body.mail, body.pass);
    Object.assign(secrets, {
      accessToken: session.access_token,
      logoutToken: session.logout_token,
      csrfToken: session.csrf_token,
    });
    const signedIn = { authorization: `Bearer ${session.access_token}`, 'x-csrf-token': session.csrf_token };
    expect((await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: signedIn })).statusCode).toBe(200);

    secrets.changedPassword = 'Changed-Lens-8832x';
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/user/${session.uid}?_format=json`,
      headers: signedIn,
      payload: { pass: [{ existing: body.pass, value: secrets.changedPassword }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const lost = await t.app.inject({
      method: 'POST',
      url: '/user/lost-password?_format=json',
      payload: { mail: body.mail },
      remoteAddress: freshIp(),
    });
    expect(lost.statusCode).toBe(200);
    await t.deps.jobs.drain();
    const resetLink = lastMailTo(t, body.mail).link;
    secrets.resetToken = segments(resetLink)[4]!;
    await t.app.inject({ method: 'GET', url: new URL(resetLink).pathname });
    secrets.resetPassword = 'Reset-Lens-Quartz-66';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/user/lost-password-reset?_format=json',
      payload: { name: segments(resetLink)[3], temp_pass: secrets.resetToken, new_pass: secrets.resetPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const again = await loginSession(t, body.mail, secrets.resetPassword);
    secrets.secondAccessToken = again.access_token;
    secrets.secondLogoutToken = again.logout_token;
    expect((await logout(t, again)).statusCode).toBe(204);

    const unsubscribe = unsubscribeToken(t.deps.secrets.invitationKey, Number(session.uid));
    secrets.unsubscribeMac = unsubscribe.split('.')[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/mail/unsubscribe/${unsubscribe}` })).statusCode).toBe(200);

    expectNoSecret();
    // The requests were logged, with their URLs redacted rather than left out.
    expect(log()).toContain('/api/user/registration/confirm/');
    expect(log()).toContain('/resetpassword/[redacted]');
    expect(log()).toContain('token=[redacted]');
  });

  it('holds no invitation JWT, editor set-password token, editor password or editor session token', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/admin/api/invitations',
      headers: ADMIN_HEADERS,
      payload: { email: freshEmail('dist'), first: 'Lars', last: 'Berg', company: 'Nordic Optics', country: 'DE' },
    });
    expect(invited.statusCode).toBe(201);
    const { link } = invited.json() as { link: string };
    secrets.invitationJwt = link.split('/register/')[1]!;
    const mail = (JSON.parse(Buffer.from(secrets.invitationJwt.split('.')[1]!, 'base64url').toString()) as { eid: string }).eid;
    await t.app.inject({ method: 'GET', url: `/register/${secrets.invitationJwt}` });
    secrets.distributorPassword = 'Distributor-Lens-22';
    const registered = await register(
      t,
      distributorBody(
        { mail, first: 'Lars', last: 'Berg', company: 'Nordic Optics', country: 'Germany', pass: secrets.distributorPassword },
        secrets.invitationJwt,
      ),
    );
    expect(registered.statusCode, registered.body).toBe(200);

    const editorMail = freshEmail('editor');
    expect((await addEditor(t, editorMail)).statusCode).toBe(201);
    const setPasswordLink = lastMailTo(t, editorMail).link;
    secrets.setPasswordToken = linkParts(setPasswordLink).token;
    await t.app.inject({ method: 'GET', url: new URL(setPasswordLink).pathname });
    secrets.editorPassword = 'Editor-Amber-4417x';
    expect((await setPassword(t, setPasswordLink, secrets.editorPassword)).statusCode).toBe(200);
    const signedIn = await editorLogin(t, editorMail, secrets.editorPassword);
    expect(signedIn.statusCode).toBe(200);
    const editor = signedIn.json() as { access_token: string; logout_token: string; csrf_token: string; editor: { uid: string } };
    Object.assign(secrets, {
      editorAccessToken: editor.access_token,
      editorLogoutToken: editor.logout_token,
      editorCsrfToken: editor.csrf_token,
    });
    const session: EditorSession = {
      uid: editor.editor.uid,
      email: editorMail,
      ...editor,
      headers: { authorization: `Bearer ${editor.access_token}` },
    };
    expect((await editorLogout(t, session)).statusCode).toBe(204);

    expectNoSecret();
    expect(log()).toContain('/editor/set-password/[redacted]');
    expect(log()).toContain('/register/[redacted]');
  });

  it('censors credentials in whatever a handler logs: headers, bodies and their nested fields', () => {
    const careless = {
      headers: { authorization: 'Bearer CarelessBearer0123456789', cookie: 'sid=CarelessCookie0123456789' },
      req: { headers: { 'x-csrf-token': 'CarelessCsrf0123456789' } },
      body: {
        name: 'someone@example.com',
        pass: { value: 'CarelessPass0123456789' },
        new_pass: 'CarelessNewPass0123456789',
        temp_pass: 'CarelessTempPass0123456789',
        totp: '493817',
        totp_code: '582914',
        recovery_code: 'CarelessRecovery01',
        ticket: 'CarelessTicket0123456789',
      },
      setup: {
        secret: 'CARELESSSECRET234567',
        otpauth_uri: 'otpauth://totp/x?secret=CARELESSURI234567',
        recovery_codes: ['CarelessCodes01'],
      },
    };
    t.app.log.info(careless, 'a handler logged its request');
    const line = lines.findLast((entry) => entry.includes('a handler logged its request'))!;
    for (const secret of [
      'CarelessBearer',
      'CarelessCookie',
      'CarelessCsrf',
      'CarelessPass',
      'CarelessNewPass',
      'CarelessTempPass',
      '493817',
      '582914',
      'CarelessRecovery',
      'CarelessTicket',
      'CARELESSSECRET',
      'CARELESSURI',
      'CarelessCodes',
    ])
      expect(line).not.toContain(secret);
    // What is not a credential is kept, so the line still says what happened.
    expect(line).toContain('someone@example.com');
  });

  it("keeps an error's code: a bare `code` is not a credential field", () => {
    t.app.log.error({ err: Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' }) }, 'a database error');
    const line = lines.findLast((entry) => entry.includes('a database error'))!;
    expect(line).toContain('ECONNREFUSED');
  });

  function expectNoSecret() {
    const text = log();
    expect(lines.length).toBeGreaterThan(20);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThanOrEqual(16);
      expect(text.includes(secret), `${what} appears in the log`).toBe(false);
      // Also percent-encoded, as a URL carries it.
      expect(text.includes(encodeURIComponent(secret)), `${what} (URL-encoded) appears in the log`).toBe(false);
    }
  }
});
