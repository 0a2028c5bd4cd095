import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOD_RULES } from '../../server/auth/flood-control';
import { PUBLISHED_CONTENT_TTL_SECONDS } from '../../server/content/published-cache';
import { freshEmail, freshIp, insertAccountsFixtures, login, loginSession, logout } from './support/accounts-fixtures';
import { consoleCall, guestBanner, mp4File, uploadPicture } from './support/console-content';
import { signedInEditor, type EditorSession } from './support/editors';
import { dataUrl, pdfFile, pngFile } from './support/member-files';
import { createMember } from './support/members';
import { endOtherSessions } from './support/security-calls';
import { onPostgres } from './support/engines';
import { createAppOnSameDatabase, createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 15, "Two processes, one database": two apps over one PostgreSQL database, each with its
 * own data folder, connections and content cache, as two portal processes behind a load balancer
 * are. Whatever one of them stores or changes, the other one sees (README, "Running several
 * processes"). tests/server/two-processes.test.ts does the same with real server processes.
 */
describe.runIf(onPostgres)('two apps over one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let editor: EditorSession;
  beforeAll(async () => {
    a = await createTestApp({ engine: 'postgres' });
    b = await createAppOnSameDatabase(a);
    await insertAccountsFixtures(a);
    editor = await signedInEditor(a);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const bannerTitles = async (t: TestApp) =>
    ((await get(t, '/viewapi/banner-list')).json() as { title: string }[]).map((x) => x.title);
  /** Polls until `check` holds, for at most `ms`; answers how long it took. */
  const within = async (ms: number, check: () => Promise<boolean>) => {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - start;
  };

  it('keeps the files in the database, not in either data folder', () => {
    expect(a.deps.files.where).toBe('database');
    expect(b.deps.files.where).toBe('database');
    expect(a.deps.config.dataDir).not.toBe(b.deps.config.dataDir);
  });

  it("serves a member's picture saved through one app from the other, with the same headers", async () => {
    const member = await createMember(a);
    const saved = await a.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: {
        field_picture: { value: dataUrl('image/png', pngFile(12, 9)) },
        field_first_name: { value: 'Anna' },
        field_last_name: { value: 'Tester' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await get(b, `/jsonapi/user/profile/?filter[uid]=${member.uid}`, member.headers);
    const picture = (profile.json() as { data: { picture: string }[] }).data[0]!.picture;
    expect(picture).toMatch(/^\/files\/uploads\/[0-9a-f]{32}\.png$/);

    const served = await get(b, picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment',
      'cache-control': 'private, max-age=31536000, immutable',
    });
    const stored = await a.deps.files.get('uploads', picture.split('/').pop()!);
    expect(served.rawPayload.equals(stored!.bytes)).toBe(true);
    const again = await get(b, picture, { 'if-none-match': served.headers.etag as string });
    expect(again.statusCode).toBe(304);

    // Replaced through B: the file A served is gone from both.
    await b.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: { field_picture: { value: '' }, field_first_name: { value: 'Anna' }, field_last_name: { value: 'Tester' } },
    });
    expect((await get(a, picture)).statusCode).toBe(404);
    expect((await get(b, picture)).statusCode).toBe(404);
  });

  it("serves an editor's media uploaded through one app from the other, in byte ranges too", async () => {
    const picture = await uploadPicture(a, editor.headers);
    const served = await get(b, picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(b, `/files/variants/800/media/${picture.split('/').pop()}.webp`)).statusCode).toBe(200);

    const video = mp4File(3000);
    const uploaded = await consoleCall(b, editor.headers, 'POST', '/api/editor/media', { file: dataUrl('video/mp4', video) });
    const { path } = uploaded.json() as { path: string };
    const part = await get(a, path, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(10, 20))).toBe(true);
  });

  it("downloads a support attachment sent through one app from the other's inbox", async () => {
    const member = await createMember(b);
    const pdf = pdfFile();
    const sent = await b.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      headers: member.headers,
      payload: {
        contact_form: { target_id: 'support' },
        name: { value: 'Ada Tester' },
        mail: { value: member.mail },
        field_userid: { value: String(member.uid) },
        subject: { value: 'Planner' },
        message: { value: 'It shows a blank page.' },
        field_resource: { value: 'Lens Planner - Technical issue' },
        field_support_image: { value: dataUrl('application/pdf', pdf) },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json() as { id: string };
    const download = await consoleCall(a, editor.headers, 'GET', `/api/editor/inbox/${id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('shows an editor change made through one app at once on the other, which had cached the content', async () => {
    const before = await bannerTitles(b); // cached in B
    const title = `Shared ${Date.now()}`;
    // Proof that B answers from its cache: a change behind every app's back stays unseen there.
    await a.deps.db.execute(sql`update banners set title = title || ' (behind)' where published`);
    expect(await bannerTitles(b)).toEqual(before);

    const created = await consoleCall(a, editor.headers, 'POST', '/api/editor/banners', guestBanner({ title }));
    expect(created.statusCode, created.body).toBe(201);
    const took = await within(2_000, async () => (await bannerTitles(b)).includes(title));
    expect(took).toBeLessThan(PUBLISHED_CONTENT_TTL_SECONDS * 1000);
    expect((await bannerTitles(b)).filter((t) => t.endsWith('(behind)')).length).toBeGreaterThan(0);
  });

  it('listens again after its connection is dropped, and invalidates on the way back', async () => {
    expect(b.shared.listening()).toBe(true);
    await bannerTitles(b); // cached
    // What a restart or failover of PostgreSQL does to the listening connections of both apps.
    await a.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    await within(5_000, async () => !b.shared.listening());
    await within(10_000, async () => a.shared.listening() && b.shared.listening());
    const title = `After reconnect ${Date.now()}`;
    const created = await consoleCall(a, editor.headers, 'POST', '/api/editor/banners', guestBanner({ title }));
    expect(created.statusCode, created.body).toBe(201);
    await within(2_000, async () => (await bannerTitles(b)).includes(title));
  });

  it('counts failed logins of one account across both apps: the limit is the same total as on one', async () => {
    const mail = freshEmail('flood');
    await createMember(a, { mail, withPassword: true, password: 'Lens-Quartz-42' });
    const apps = [a, b];
    for (let attempt = 0; attempt < FLOOD_RULES.failedLoginAccount.limit; attempt += 1) {
      const res = await login(apps[attempt % 2]!, mail, 'Wrong-Pass-1', freshIp());
      expect(res.statusCode, `attempt ${attempt + 1}`).toBe(400);
    }
    // The next one, on either app and even with the right password, is refused.
    for (const t of apps) expect((await login(t, mail, 'Lens-Quartz-42', freshIp())).statusCode).toBe(429);
  });

  it('refuses on one app a session ended on the other (logout, and "log out other sessions")', async () => {
    const mail = freshEmail('sessions');
    await createMember(a, { mail, withPassword: true, password: 'Lens-Quartz-42' });
    const first = await loginSession(a, mail, 'Lens-Quartz-42');
    const second = await loginSession(b, mail, 'Lens-Quartz-42');
    const consents = (t: TestApp, token: string) => get(t, '/api/user/consents', { authorization: `Bearer ${token}` });
    expect((await consents(b, first.access_token)).statusCode).toBe(200);
    expect((await consents(a, second.access_token)).statusCode).toBe(200);

    // "Log out other sessions" on B ends the session opened on A...
    expect((await endOtherSessions(b, second.access_token)).statusCode).toBe(200);
    expect((await consents(a, first.access_token)).statusCode).toBe(401);
    // ...and a logout on A ends the one opened on B.
    const third = await loginSession(a, mail, 'Lens-Quartz-42');
    expect((await consents(b, third.access_token)).statusCode).toBe(200);
    expect((await logout(a, second)).statusCode).toBe(204);
    expect((await consents(b, second.access_token)).statusCode).toBe(401);
    expect((await consents(b, third.access_token)).statusCode).toBe(200);
  });
});
