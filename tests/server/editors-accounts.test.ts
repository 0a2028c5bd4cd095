import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOD_RULES, registerFlood } from '../../server/auth/flood-control';
import { PASSWORD_TOO_COMMON } from '../../server/auth/password-policy';
import { EDITOR_ON_MEMBER_CALL, MEMBER_ON_EDITOR_CALL } from '../../server/auth/role-messages';
import { EDITOR_LINK_EXPIRED, EDITOR_LINK_INVALID } from '../../server/services/set-editor-password';
import { MEMBER_ON_EDITOR_LOGIN } from '../../server/services/log-in-editor';
import { freshEmail, insertAccountsFixtures, lastMailTo, login, signedInProfessional } from './support/accounts-fixtures';
import {
  EDITOR_PASSWORD,
  addEditor,
  auditLog,
  editorLogin,
  editorLogout,
  linkParts,
  setPassword,
  signedInEditor,
} from './support/editors';
import { ADMIN_HEADERS } from './support/sample-requests';
import { createTestApp, engines, type TestApp } from './support/test-app';

const HOUR = 60 * 60 * 1000;

describe.each(engines)('editor accounts, set-password links and sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const listEditors = async () =>
    (await t.app.inject({ method: 'GET', url: '/admin/api/editors', headers: ADMIN_HEADERS })).json() as {
      email: string;
      status: string;
    }[];

  it('adds an editor without a password and mails a 24-hour link to set one', async () => {
    const email = freshEmail('editor');
    const res = await addEditor(t, email, 'Eva', 'Lindqvist');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      uid: expect.stringMatching(/^\d+$/),
      email,
      link: expect.stringMatching(new RegExp(`^http://portal\\.test/editor/set-password/${body.uid}/[\\w-]{43}$`)),
      expires: expect.any(Number),
    });
    expect(body.expires * 1000 - Date.now()).toBeGreaterThan(24 * HOUR - 60_000);
    expect(body.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * HOUR + 60_000);
    const mail = lastMailTo(t, email);
    expect(mail.subject).toBe('Set your password for the Lumira editor console');
    expect(mail.links).toEqual([body.link]);
    expect(mail.text).toMatch(/Dear Eva,/);
    expect((await listEditors()).find((e) => e.email === email)?.status).toBe('invited');
    // Nobody can sign in before a password is set.
    expect((await editorLogin(t, email, '!')).statusCode).toBe(400);
  });

  it('refuses an email that already has an account, member or editor, with what to do', async () => {
    const email = freshEmail('editor');
    await addEditor(t, email);
    const again = await addEditor(t, email.toUpperCase());
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      `An editor with the email ${email.toUpperCase()} already exists. To send a new password link: npm run portal -- editor link --email ${email.toUpperCase()}`,
    );
    const { mail } = await signedInProfessional(t);
    const member = await addEditor(t, mail);
    expect(member.statusCode).toBe(400);
    expect(member.json().message).toBe(
      `The email ${mail} belongs to a member account. An editor needs an email address of its own.`,
    );
  });

  it('checks the names and email with the contract messages', async () => {
    expect((await addEditor(t, 'not-an-email')).json()).toEqual({ message: 'Please enter valid email' });
    expect((await addEditor(t, freshEmail('editor'), 'Ev4')).json()).toEqual({
      message: 'First name cannot contain numeric values',
    });
    const guest = await t.app.inject({ method: 'GET', url: '/admin/api/editors' });
    expect(guest.statusCode).toBe(401);
  });

  it('sets the password once from the link, opens the account, and the link is spent', async () => {
    const email = freshEmail('editor');
    const { link } = (await addEditor(t, email)).json();
    const res = await setPassword(t, link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been set. You can now sign in to the editor console.' });
    expect((await listEditors()).find((e) => e.email === email)?.status).toBe('active');
    const again = await setPassword(t, link, 'Other-Console-91');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EDITOR_LINK_INVALID });
    expect((await editorLogin(t, email, EDITOR_PASSWORD)).statusCode).toBe(200);
    expect((await editorLogin(t, email, 'Other-Console-91')).statusCode).toBe(400);
  });

  it('refuses an expired link, a link of another uid and a made-up token', async () => {
    const { link } = (await addEditor(t)).json();
    const { uid, token } = linkParts(link);
    const otherUid = await t.app.inject({
      method: 'POST',
      url: '/api/editor/password',
      payload: { uid: String(Number(uid) + 1000), token, password: EDITOR_PASSWORD },
    });
    expect(otherUid.json()).toEqual({ message: EDITOR_LINK_INVALID });
    const madeUp = await t.app.inject({
      method: 'POST',
      url: '/api/editor/password',
      payload: { uid, token: 'x'.repeat(43), password: EDITOR_PASSWORD },
    });
    expect(madeUp.json()).toEqual({ message: EDITOR_LINK_INVALID });
    t.advanceClock(24 * HOUR + 1000);
    const expired = await setPassword(t, link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: EDITOR_LINK_EXPIRED });
  });

  it('refuses a common password without spending the link', async () => {
    const { link } = (await addEditor(t)).json();
    const common = await setPassword(t, link, 'password1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: PASSWORD_TOO_COMMON });
    expect((await setPassword(t, link)).statusCode).toBe(200);
  });

  it('limits refused links per IP like reset links', async () => {
    const { link } = (await addEditor(t)).json();
    const ip = '192.0.2.77';
    for (let i = 0; i < 50; i += 1) await registerFlood(t.deps, FLOOD_RULES.failedTokenIp, ip);
    const blocked = await setPassword(t, link, EDITOR_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: FLOOD_RULES.failedTokenIp.message });
    expect((await setPassword(t, link)).statusCode).toBe(200);
  });

  it('a new link replaces the old one, and setting a password ends the editor sessions', async () => {
    const editor = await signedInEditor(t);
    const firstLink = lastMailTo(t, editor.email).link;
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/editors/${encodeURIComponent(editor.email)}/password-link`,
      headers: ADMIN_HEADERS,
    });
    expect(res.statusCode).toBe(201);
    expect(lastMailTo(t, editor.email).link).toBe(res.json().link);
    expect(res.json().link).not.toBe(firstLink);
    // Sessions stay until the new link is used.
    expect((await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: editor.headers })).statusCode).toBe(200);
    expect((await setPassword(t, res.json().link, 'Fresh-Console-33')).statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: editor.headers });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: 'Your password was reset, so this session was signed out. Please log in again.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/admin/api/editors/${encodeURIComponent('nobody@example.com')}/password-link`,
      headers: ADMIN_HEADERS,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No editor has the email nobody@example.com.' });
  });

  it('signs an editor in with the login shape, and answers wrong and unknown alike', async () => {
    const editor = await signedInEditor(t);
    const res = await editorLogin(t, editor.email.toUpperCase(), EDITOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      logout_token: expect.stringMatching(/^[\w-]{43}$/),
      csrf_token: expect.stringMatching(/^[\w-]{43}$/),
      editor: { uid: editor.uid, email: editor.email, first_name: 'Eva', last_name: 'Lindqvist' },
    });
    expect((await editorLogin(t, editor.email, 'Wrong-Pass-1')).json()).toEqual({ message: 'Invalid email or password.' });
    expect((await editorLogin(t, 'nobody@example.com', 'Wrong-Pass-1')).json()).toEqual({
      message: 'Invalid email or password.',
    });
    expect((await editorLogin(t, '', 'x')).json()).toMatchObject({ message: 'Please enter email', field: 'email' });
  });

  it('keeps members and editors apart at sign-in', async () => {
    const { mail, pass } = await signedInProfessional(t);
    const memberAtConsole = await editorLogin(t, mail, pass);
    expect(memberAtConsole.statusCode).toBe(403);
    expect(memberAtConsole.json()).toEqual({ message: MEMBER_ON_EDITOR_LOGIN });
    const editor = await signedInEditor(t);
    const editorAtPortal = await login(t, editor.email, EDITOR_PASSWORD);
    expect(editorAtPortal.statusCode).toBe(403);
    expect(editorAtPortal.json()).toEqual({ message: EDITOR_ON_MEMBER_CALL });
    // A wrong password still gets the generic answer: no account-kind oracle.
    expect((await editorLogin(t, mail, 'Wrong-Pass-1')).json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('blocks the 6th failed editor login for an account with a 429, and per IP after 50', async () => {
    const editor = await signedInEditor(t);
    for (let i = 0; i < 5; i += 1) expect((await editorLogin(t, editor.email, `Wrong-${i}-pass`)).statusCode).toBe(400);
    const blocked = await editorLogin(t, editor.email, EDITOR_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: FLOOD_RULES.failedLoginAccount.message });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(6 * 3600 - 60);
    t.advanceClock(6 * HOUR + 1000);
    expect((await editorLogin(t, editor.email, EDITOR_PASSWORD)).statusCode).toBe(200);

    const ip = '192.0.2.88';
    for (let i = 0; i < 50; i += 1) await registerFlood(t.deps, FLOOD_RULES.failedLoginIp, ip);
    const byIp = await editorLogin(t, editor.email, EDITOR_PASSWORD, ip);
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json()).toEqual({ message: FLOOD_RULES.failedLoginIp.message });
  });

  it('answers "me" to an editor only: 401 for guests, 403 for members', async () => {
    const editor = await signedInEditor(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: editor.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ uid: editor.uid, email: editor.email, first_name: 'Eva', last_name: 'Lindqvist' });
    const guest = await t.app.inject({ method: 'GET', url: '/api/editor/me' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please sign in to the editor console.' });
    const { session } = await signedInProfessional(t);
    const member = { authorization: `Bearer ${session.access_token}` };
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: member }),
      await auditLog(t, member),
      await t.app.inject({
        method: 'POST',
        url: `/api/editor/logout?token=${session.logout_token}`,
        headers: { ...member, 'x-csrf-token': session.csrf_token },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MEMBER_ON_EDITOR_CALL });
    }
    expect((await auditLog(t, {})).statusCode).toBe(401);
  });

  it('refuses every member call to an editor token with a 403 that says where to go', async () => {
    const editor = await signedInEditor(t);
    const calls = [
      { method: 'GET' as const, url: '/jsonapi/protected/resource' },
      { method: 'GET' as const, url: '/viewapi/protected/banner-list' },
      {
        method: 'GET' as const,
        url: `/jsonapi/user/profile/?filter[uid]=${editor.uid}&include=roles,profession,specialty&jsonapi_include=1`,
      },
      { method: 'GET' as const, url: '/api/user/sessions' },
      { method: 'GET' as const, url: `/uiapi/myresource/${editor.uid}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: editor.headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ message: EDITOR_ON_MEMBER_CALL });
    }
  });

  it('signs out with the logout token and csrf header; the token then gets 401', async () => {
    const editor = await signedInEditor(t);
    const wrong = await editorLogout(t, { ...editor, csrf_token: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Invalid CSRF token.' });
    expect((await editorLogout(t, editor)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: editor.headers })).statusCode).toBe(401);
  });

  it('ends an editor session after the idle time like a member session', async () => {
    const editor = await signedInEditor(t);
    t.advanceClock(101 * 60 * 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: editor.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You were signed out after 100 minutes without activity.' });
  });

  it('removes an editor: sessions end at once, and an unknown email is a 404', async () => {
    const editor = await signedInEditor(t);
    const url = `/admin/api/editors/${encodeURIComponent(editor.email)}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: ADMIN_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `The editor ${editor.email} was removed.` });
    expect((await t.app.inject({ method: 'GET', url: '/api/editor/me', headers: editor.headers })).statusCode).toBe(401);
    expect((await listEditors()).map((e) => e.email)).not.toContain(editor.email);
    const again = await t.app.inject({ method: 'DELETE', url, headers: ADMIN_HEADERS });
    expect(again.statusCode).toBe(404);
    // A member is not removed as an editor.
    const { mail } = await signedInProfessional(t);
    const member = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/editors/${encodeURIComponent(mail)}`,
      headers: ADMIN_HEADERS,
    });
    expect(member.statusCode).toBe(404);
  });

  it('never counts an editor as a member: no notifications, no member reset mail', async () => {
    const editor = await signedInEditor(t);
    const before = t.mails.length;
    const notify = await t.app.inject({
      method: 'POST',
      url: '/admin/api/notifications',
      headers: ADMIN_HEADERS,
      payload: { subject: 'Hello', message: '<p>All</p>', to: 'all' },
    });
    expect(notify.statusCode).toBe(201);
    await t.deps.jobs.drain();
    expect(t.mails.slice(before).map((m) => m.to)).not.toContain(editor.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/user/lost-password?_format=json',
      payload: { mail: editor.email },
    });
    expect(reset.statusCode).toBe(200);
    await t.deps.jobs.drain();
    expect(t.mails.slice(before).map((m) => m.to)).not.toContain(editor.email);
  });
});
