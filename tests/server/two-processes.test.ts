import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './support/engines';
import { migrationsFolder } from '../../server/db/client';
import { FLOOD_RULES } from '../../server/auth/flood-control';
import { dataUrl, pngFile } from './support/member-files';
import {
  freshPostgresDatabase,
  linkFromOutbox,
  startServerProcess,
  stopServerProcesses,
  waitUntilReady,
  type ServerProcess,
} from './support/server-processes';

/**
 * Issue 15, "Two processes, one database": two real portal processes (server/server.ts) started
 * together on one fresh, empty PostgreSQL database, each with a data folder of its own (so nothing
 * is shared through the disk; only secrets.json is the same, as README "Running several
 * processes" says), and requests alternating between them. Further cases (e.g. notifications
 * delivered exactly once with one process killed) can use the same processes or start their own
 * with tests/server/support/server-processes.ts.
 */
describe.runIf(onPostgres)('two portal processes on one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const secrets = { invitationKey: randomBytes(32).toString('base64url'), adminToken: randomBytes(32).toString('base64url') };
  const pass = 'Kx7-two-processes';
  const mail = `two.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
  let session: { access_token: string; logout_token: string; csrf_token: string; uid: string };

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const start = (name: string) =>
      startServerProcess({
        name,
        env: { DATABASE_URL: database!.url },
        dataFiles: { 'secrets.json': JSON.stringify(secrets) },
      });
    // Both at once on the empty database: migrations and the demo seed must not collide.
    const started = await Promise.allSettled([start('portal-a'), start('portal-b')]);
    [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    await Promise.all([waitUntilReady(a!), waitUntilReady(b!)]);
  }, 150_000);

  afterAll(async () => {
    await stopServerProcesses([a, b]);
    await database?.drop();
  }, 60_000);

  const call = (server: ServerProcess | undefined, url: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, headers, ...rest } = init;
    return fetch(`${server!.base}${url}`, {
      ...rest,
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(headers as Record<string, string>) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (server: ServerProcess | undefined, password: string) =>
    call(server, '/user/login?_format=json', { method: 'POST', json: { name: mail, pass: password } });

  it('both came up together on the empty database: migrated once, seeded once', async () => {
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const resources = await client.query('select count(*)::int as n, count(distinct slug_url)::int as slugs from resources');
      expect(resources.rows[0].n).toBeGreaterThan(0);
      expect(resources.rows[0].n).toBe(resources.rows[0].slugs);
    } finally {
      await client.end();
    }
    const [fromA, fromB] = await Promise.all([call(a, '/jsonapi/resource'), call(b, '/jsonapi/resource')]);
    expect(await fromA.json()).toEqual(await fromB.json());
  });

  it('registers on one, activates from the mailed link on the other, signs in on the first', async () => {
    const getJson = async (url: string) => (await call(b, url)).json();
    const [profession] = (await getJson('/jsonapi/attribute/profession')) as { tid: string | number }[];
    const [speciality] = (await getJson(`/jsonapi/attribute/speciality/${profession!.tid}`)) as { tid: string | number }[];
    const { data: countries } = (await getJson('/admin/city-state-city/api/get-country')) as {
      data: { country_name: string }[];
    };
    const registered = await call(a, '/user/registerpass?_format=json', {
      method: 'POST',
      json: {
        name: mail,
        mail,
        pass,
        field_name_title: '',
        field_first_name: 'Tove',
        field_last_name: 'Twoprocess',
        field_institution_name: 'Eye Clinic',
        field_profession: String(profession!.tid),
        field_specialty: String(speciality!.tid),
        field_user_type: 1,
        field_country: countries[0]!.country_name,
      },
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    // The mail went to A's outbox; its link is followed on B.
    const link = await linkFromOutbox(a!.dataDir, mail, /https?:\/\/[^\s"<>]+\/useractivation\/[^\s"<>]+/);
    expect(link.startsWith(a!.base)).toBe(true);
    const [, , account, , token] = new URL(link).pathname.split('/');
    const activated = await call(b, `/api/user/registration/confirm/${account!.split('_')[1]}/${token}`);
    expect(activated.status).toBe(200);
    const signedIn = await login(a, pass);
    expect(signedIn.status).toBe(200);
    const json = (await signedIn.json()) as typeof session & { current_user: { uid: string } };
    session = { ...json, uid: json.current_user.uid };
    expect((await call(b, '/api/user/consents', { headers: bearer(session.access_token) })).status).toBe(200);
  });

  it('serves a picture uploaded through one process from the other', async () => {
    const picture = pngFile(14, 10);
    const saved = await call(b, `/user/${session.uid}?_format=json`, {
      method: 'PATCH',
      headers: bearer(session.access_token),
      json: {
        field_picture: { value: dataUrl('image/png', picture) },
        field_first_name: { value: 'Tove' },
        field_last_name: { value: 'Twoprocess' },
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const profile = await call(a, `/jsonapi/user/profile/?filter[uid]=${session.uid}`, { headers: bearer(session.access_token) });
    const path = ((await profile.json()) as { data: { picture: string }[] }).data[0]!.picture;
    expect(path).toMatch(/^\/files\/uploads\/[0-9a-f]{32}\.png$/);
    for (const server of [a, b]) {
      const served = await call(server, path);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('counts failed logins across both processes', async () => {
    for (let attempt = 0; attempt < FLOOD_RULES.failedLoginAccount.limit; attempt += 1) {
      expect((await login(attempt % 2 === 0 ? a : b, 'Wrong-pass-9')).status, `attempt ${attempt + 1}`).toBe(400);
    }
    expect((await login(b, pass)).status).toBe(429);
    expect((await login(a, pass)).status).toBe(429);
  });

  it('refuses on one process a session ended on the other', async () => {
    const consents = (server: ServerProcess | undefined) =>
      call(server, '/api/user/consents', { headers: bearer(session.access_token) });
    expect((await consents(b)).status).toBe(200);
    const loggedOut = await call(a, `/user/logout?_format=json&token=${encodeURIComponent(session.logout_token)}`, {
      method: 'POST',
      headers: { ...bearer(session.access_token), 'x-csrf-token': session.csrf_token },
    });
    expect(loggedOut.status).toBe(204);
    expect((await consents(b)).status).toBe(401);
    expect((await consents(a)).status).toBe(401);
  });

  it("shows an editor's content change made on one process at once on the other", async () => {
    const editorMail = `editor.${Date.now().toString(36)}@example.com`;
    const added = await call(b, '/admin/api/editors', {
      method: 'POST',
      headers: bearer(secrets.adminToken),
      json: { email: editorMail, first: 'Eva', last: 'Lindqvist' },
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const link = await linkFromOutbox(b!.dataDir, editorMail, /https?:\/\/[^\s"<>]+\/editor\/set-password\/[^\s"<>]+/);
    const [, , , uid, token] = new URL(link).pathname.split('/');
    const password = 'Amber-Console-58';
    const set = await call(a, '/api/editor/password', {
      method: 'POST',
      json: { uid, token: decodeURIComponent(token!), password },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const signedIn = await call(b, '/api/editor/login', { method: 'POST', json: { email: editorMail, password } });
    expect(signedIn.status).toBe(200);
    const editor = bearer(((await signedIn.json()) as { access_token: string }).access_token);

    const titles = async () =>
      ((await (await call(b, '/viewapi/banner-list')).json()) as { title: string }[]).map((banner) => banner.title);
    await titles(); // B now answers the guest banners from its cache
    const title = `From process A ${Date.now()}`;
    const created = await call(a, '/api/editor/banners', {
      method: 'POST',
      headers: editor,
      json: {
        audience: 'guest',
        title,
        description: 'Seen on every process.',
        banner_asset: '/files/demo/banners/guest-academy.jpg',
        redirect_links: '/appdetail/surgical-academy@Explore the Academy',
        published: true,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const deadline = Date.now() + 2_000; // the cache's TTL is 60 s: only the notification explains this
    while (!(await titles()).includes(title)) {
      expect(Date.now(), 'B still answers its cached banners').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
