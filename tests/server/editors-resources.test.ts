import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/services/seed-demo-content';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { dataUrl, mp4File, resourceInput, uploadPicture, editCall } from './support/console-content';
import { auditLog, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface EditorResource {
  nid: string;
  title: string;
  slug_url: string;
  description: string;
  media: string[];
  related_tags: string[];
  support_areas: string[];
  user_type: string[];
  published: boolean;
}
interface PublicResource {
  nid: string;
  slug_url: string;
  title: string;
  media_assets: string;
  enable_visit: string;
  support_areas: string;
  user_type: string[];
}

describe.each(engines)('resources in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let professional: TestMember;
  let distributor: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
    professional = await createMember(t, { userType: '1' });
    distributor = await createMember(t, { userType: '2' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    editCall(t, editor.headers, method, url, payload);
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as T };
  };
  const publicSlugs = async () => (await get<PublicResource[]>('/jsonapi/resource')).body.map((r) => r.slug_url);
  const lastAudit = async (query: string) =>
    ((await auditLog(t, editor.headers, query)).json() as { items: { action: string; before: unknown; after: unknown }[] })
      .items[0]!;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/editor/resources', resourceInput(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as EditorResource;
  };

  it('lists every demo resource with its fields as lists', async () => {
    const res = await call('GET', '/api/editor/resources');
    expect(res.statusCode).toBe(200);
    const planner = (res.json() as EditorResource[]).find((r) => r.slug_url === 'lens-planner')!;
    expect(planner).toMatchObject({
      nid: '1001',
      media: [
        '/files/demo/gallery/lens-planner-dashboard.png',
        '/files/demo/gallery/lens-planner-lens.jpg',
        '/files/demo/gallery/toric-axis.mp4',
      ],
      related_tags: ['201', '202', '203'],
      support_areas: ['Login issue', 'Calculation question', 'Biometer import', 'Feature request', 'Other'],
      user_type: ['1', '2'],
      published: true,
    });
  });

  it('creates a resource for distributors with an uploaded icon and gallery, sanitised, that guests and distributors see at once', async () => {
    const before = await publicSlugs(); // now cached
    const icon = await uploadPicture(t, editor.headers);
    const picture = await uploadPicture(t, editor.headers);
    const videoRes = await call('POST', '/api/editor/media', { file: dataUrl('video/mp4', mp4File(256)) });
    const video = (videoRes.json() as { path: string }).path;
    const created = await create({
      icon,
      media: [video, picture],
      description: '<p onclick="steal()">Prices<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    expect(created).toMatchObject({ title: 'Distributor Price Lists', media: [video, picture], user_type: ['2'] });
    expect(Number(created.nid)).toBeGreaterThan(1010);
    expect(created.description).toBe('<p>Prices</p>');

    expect(await publicSlugs()).toEqual([...before, '/price-lists']);
    const detail = await get<PublicResource[]>('/jsonapi/resource/detail?alias=/price-lists');
    expect(detail.body[0]).toMatchObject({
      media_assets: `${video},${picture}`,
      enable_visit: 'True',
      support_areas: 'Access, Other',
      user_type: ['2'],
    });
    const forDistributor = await get<PublicResource[]>(
      '/jsonapi/protected/resource/detail?alias=/price-lists',
      distributor.headers,
    );
    expect(forDistributor.body).toHaveLength(1);
    const forProfessional = await get<PublicResource[]>(
      '/jsonapi/protected/resource/detail?alias=/price-lists',
      professional.headers,
    );
    expect(forProfessional.body).toEqual([]);
    expect(await lastAudit(`entity_type=resource&entity_id=${created.nid}`)).toMatchObject({
      action: 'create',
      before: null,
      after: { slug_url: 'price-lists', description: '<p>Prices</p>' },
    });
  });

  it('refuses what breaks a rule, with a clear message, and stores nothing', async () => {
    const count = (await call('GET', '/api/editor/resources')).json().length as number;
    // Each refusal names the field it is about, so the console's form shows it there.
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { slug_url: 'lens-planner' },
        'The address /appdetail/lens-planner is already used by “Lumira Lens Planner”. Please choose another.',
        'slug_url',
      ],
      [
        { slug_url: 'Price Lists' },
        'The address may use lower-case letters, digits and single hyphens (lens-planner), at most 80 characters',
        'slug_url',
      ],
      [{ user_type: [] }, 'Please choose who can add the resource (healthcare professionals, distributors or both)', 'user_type'],
      [
        { url_type: [2], web_app_url: '', enable_visit: false },
        'Please enter the web app’s address (https://…), or untick the web app type.',
        'web_app_url',
      ],
      [
        { url_type: [1], mobile_app_url: '', enable_visit: false },
        'Please enter the mobile app’s address (https://…), or untick the mobile app type.',
        'mobile_app_url',
      ],
      [
        { url_type: [1], mobile_app_url: 'https://apps.example/x', enable_visit: true },
        'The Visit button needs the web app type (2) and the web app’s address.',
        'enable_visit',
      ],
      [
        { web_app_url: 'http://prices.example/' },
        "The app's address must start with https:// and contain no spaces",
        'web_app_url',
      ],
      [{ related_tags: ['999'] }, 'No tag has the id 999. Please choose the related tags from the list.', 'related_tags'],
      [{ icon: `/files/media/${'0'.repeat(32)}.png` }, 'The icon is no longer stored. Please upload it again.', 'icon'],
      [
        { media: ['/files/demo/gallery/missing.jpg'] },
        'The gallery item /files/demo/gallery/missing.jpg is no longer stored. Please upload it again.',
        'media',
      ],
      [{ icon: '/files/demo/gallery/toric-axis.mp4' }, 'Please upload an icon (PNG or JPG)', 'icon'],
      [{ description: '<script>alert(1)</script>' }, 'Please enter the description', 'description'],
      [{ popup_consent: '' }, 'Please enter the thank-you text shown after adding the resource', 'popup_consent'],
      [{ support_areas: ['Access', 'access '] }, 'The support area “access” is listed twice.', 'support_areas'],
      [
        { support_areas: ['Access, billing'] },
        'Support areas: up to 20 different reasons, each 1 to 100 characters, without commas',
        'support_areas',
      ],
    ];
    for (const [overrides, message, field] of refusals) {
      const res = await call('POST', '/api/editor/resources', resourceInput({ slug_url: 'new-one', ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ message, field });
    }
    expect((await call('GET', '/api/editor/resources')).json()).toHaveLength(count);
  });

  it('unpublishes a resource: gone from every list, detail and My Resources, back when published again', async () => {
    const item = await create({ slug_url: 'hidden-tool', user_type: ['1', '2'] });
    const subscribe = await t.app.inject({
      method: 'POST',
      url: '/api/myresource',
      headers: professional.headers,
      payload: { nid: item.nid, uid: String(professional.uid) },
    });
    expect(subscribe.statusCode, subscribe.body).toBe(200);
    const myResources = async () =>
      (await get<{ nid: string }[]>(`/uiapi/myresource/${professional.uid}`, professional.headers)).body.map((r) => r.nid);
    expect(await myResources()).toContain(item.nid);

    const res = await call(
      'PUT',
      `/api/editor/resources/${item.nid}`,
      resourceInput({ slug_url: 'hidden-tool', user_type: ['1', '2'], published: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit(`entity_type=resource&entity_id=${item.nid}`)).toMatchObject({ action: 'unpublish' });
    expect(await publicSlugs()).not.toContain('/hidden-tool');
    expect((await get('/jsonapi/resource/detail?alias=/hidden-tool')).status).toBe(404);
    expect(await myResources()).not.toContain(item.nid);
    const adding = await t.app.inject({
      method: 'POST',
      url: '/api/myresource',
      headers: distributor.headers,
      payload: { nid: item.nid, uid: String(distributor.uid) },
    });
    expect(adding.statusCode).toBe(404);

    await call('PUT', `/api/editor/resources/${item.nid}`, resourceInput({ slug_url: 'hidden-tool', user_type: ['1', '2'] }));
    expect(await myResources()).toContain(item.nid);
  });

  it('keeps a resource members use or the home page links to, and deletes one nobody uses', async () => {
    const used = await call('DELETE', '/api/editor/resources/1001');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      message: expect.stringMatching(/^Lumira Lens Planner is linked from the quick-link card “.+”/),
    });

    const item = await create({ slug_url: 'short-lived' });
    const dist = await createMember(t, { userType: '2' });
    await t.app.inject({
      method: 'POST',
      url: '/api/myresource',
      headers: dist.headers,
      payload: { nid: item.nid, uid: String(dist.uid) },
    });
    const subscribed = await call('DELETE', `/api/editor/resources/${item.nid}`);
    expect(subscribed.json()).toEqual({ message: '1 member has Distributor Price Lists in My Resources. Unpublish it instead.' });
    await t.app.inject({ method: 'DELETE', url: `/api/myresource/${item.nid}/${dist.uid}`, headers: dist.headers });

    expect((await call('DELETE', `/api/editor/resources/${item.nid}`)).statusCode).toBe(204);
    expect((await get('/jsonapi/resource/detail?alias=/short-lived')).status).toBe(404);
    expect(await lastAudit(`entity_type=resource&entity_id=${item.nid}`)).toMatchObject({
      action: 'delete',
      before: { slug_url: 'short-lived' },
      after: null,
    });
    expect((await call('DELETE', `/api/editor/resources/${item.nid}`)).statusCode).toBe(404);
  });

  it('refuses a new address while home-page content leads to the old one', async () => {
    const planner = ((await call('GET', '/api/editor/resources')).json() as EditorResource[]).find((r) => r.nid === '1001')!;
    const res = await call('PUT', '/api/editor/resources/1001', {
      ...resourceInput(),
      title: planner.title,
      slug_url: 'lens-planner-2',
      user_type: ['1', '2'],
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(
      /^The address \/appdetail\/lens-planner is used by the quick-link card “.+”.*Change (it|those) first, then the address\.$/,
    );
  });

  it('reorders the resources every list shows', async () => {
    const ids = ((await call('GET', '/api/editor/resources')).json() as EditorResource[]).map((r) => r.nid);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/api/editor/resource-order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const published = ((await call('GET', '/api/editor/resources')).json() as EditorResource[])
      .filter((r) => r.published)
      .map((r) => `/${r.slug_url}`);
    expect(await publicSlugs()).toEqual(published);
    expect(published[0]).toBe(`/${(res.json() as EditorResource[])[0]!.slug_url}`);
    expect((await call('PUT', '/api/editor/resource-order', { ids: reversed.slice(1) })).statusCode).toBe(400);
  });

  it('seed keeps the resources the console changed unless forced', async () => {
    await call('PUT', '/api/editor/resources/1004', {
      ...resourceInput(),
      title: 'Toric Align (renamed)',
      slug_url: 'toric-align',
      url_type: [1],
      enable_visit: false,
      web_app_url: '',
      mobile_app_url: 'https://apps.lumira-optics.example/toric-align',
      user_type: ['1'],
    });
    const kept = await seedDemoContent(t.deps, { force: true });
    expect(kept.kept).toContain('resources');
    const title = async () => (await get<PublicResource[]>('/jsonapi/resource/detail?alias=/toric-align')).body[0]!.title;
    expect(await title()).toBe('Toric Align (renamed)');
    await seedDemoContent(t.deps, { force: true, overwriteConsoleEdits: true });
    expect(await title()).toBe('Toric Align Mobile');
  });
});
