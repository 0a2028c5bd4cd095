import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

// Demo content (content/resources.yaml): who may see which resource.
const BOTH = ['1001', '1006', '1010'];
const PROFESSIONAL_ONLY = ['1002', '1003', '1004', '1005'];
const DISTRIBUTOR_ONLY = ['1007', '1008', '1009'];
const LENS_PLANNER = '1001'; // both types, no approval
const ACADEMY = '1002'; // professionals, no approval
const VIDEO_LIBRARY = '1003'; // professionals, approval required
const MARKETING_HUB = '1008'; // distributors, no approval

interface ResourceJson {
  nid: string;
  slug_url: string;
  user_type: string[];
  approved: number;
  required_approval: number;
}
interface SubscribedJson {
  nid: string;
  slug_url: string;
  title: string;
  icon: string;
  required_approval: number;
  approved: number;
  web_app_url: string;
  mobile_app_url: string;
}

describe.each(engines)('resources for members on %s', (engine) => {
  let t: TestApp;
  let pro: TestMember;
  let otherPro: TestMember;
  let dist: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    pro = await createMember(t, { userType: '1' });
    otherPro = await createMember(t, { userType: '1' });
    dist = await createMember(t, { userType: '2' });
  });
  afterAll(() => t.close());

  const get = (url: string, member?: TestMember) => t.app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  const add = (member: TestMember, nid: string, uid = String(member.uid)) =>
    t.app.inject({ method: 'POST', url: '/api/myresource', headers: member.headers, payload: { nid, uid } });
  const remove = (member: TestMember, nid: string, uid = String(member.uid)) =>
    t.app.inject({ method: 'DELETE', url: `/api/myresource/${nid}/${uid}`, headers: member.headers });
  const subscribed = async (member: TestMember) => {
    const res = await get(`/uiapi/myresource/${member.uid}`, member);
    expect(res.statusCode).toBe(200);
    return res.json() as SubscribedJson[];
  };

  describe('every call needs a session', () => {
    it.each([
      ['GET', '/jsonapi/protected/resource'],
      ['GET', '/jsonapi/protected/resource/detail?alias=/lens-planner'],
      ['GET', '/uiapi/myresource/1'],
      ['DELETE', '/api/myresource/1001/1'],
    ] as const)('%s %s answers 401 without a bearer', async (method, url) => {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('message');
    });

    it('POST /api/myresource answers 401 without a bearer', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/myresource', payload: { nid: LENS_PLANNER, uid: '1' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('filtering by user type', () => {
    it('the protected list carries every resource with its user_type, so the SPA can narrow it', async () => {
      const res = await get('/jsonapi/protected/resource', pro);
      expect(res.statusCode).toBe(200);
      const list = res.json() as ResourceJson[];
      expect(list.map((r) => r.nid).sort()).toEqual([...BOTH, ...PROFESSIONAL_ONLY, ...DISTRIBUTOR_ONLY].sort());
      const openToPro = list.filter((r) => r.user_type.includes('1')).map((r) => r.nid);
      expect(openToPro.sort()).toEqual([...BOTH, ...PROFESSIONAL_ONLY].sort());
    });

    it('the protected detail answers the resource to a type it is open to, and empty otherwise', async () => {
      const forPro = await get('/jsonapi/protected/resource/detail?alias=/surgical-academy', pro);
      expect(forPro.statusCode).toBe(200);
      expect((forPro.json() as ResourceJson[]).map((r) => r.nid)).toEqual([ACADEMY]);

      const forDist = await get('/jsonapi/protected/resource/detail?alias=/surgical-academy', dist);
      expect(forDist.statusCode).toBe(200);
      expect(forDist.json()).toEqual([]);

      const shared = await get('/jsonapi/protected/resource/detail?alias=/lens-planner', dist);
      expect((shared.json() as ResourceJson[]).map((r) => r.nid)).toEqual([LENS_PLANNER]);

      const distOnly = await get('/jsonapi/protected/resource/detail?alias=/marketing-hub', pro);
      expect(distOnly.json()).toEqual([]);
    });

    it('an unknown alias answers empty to a member (the SPA then goes home)', async () => {
      const res = await get('/jsonapi/protected/resource/detail?alias=/no-such-thing', pro);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('a member cannot add a resource their type may not see', async () => {
      expect((await add(dist, ACADEMY)).statusCode).toBe(403);
      expect((await add(pro, MARKETING_HUB)).statusCode).toBe(403);
      expect(await subscribed(dist)).toEqual([]);
    });

    it('an unknown resource cannot be added', async () => {
      const res = await add(pro, '999999');
      expect(res.statusCode).toBe(404);
    });

    it('My Resources lists only what the member added, for each type', async () => {
      const member = await createMember(t, { userType: '2' });
      expect((await add(member, MARKETING_HUB)).statusCode).toBe(200);
      expect((await add(member, LENS_PLANNER)).statusCode).toBe(200);
      const list = await subscribed(member);
      expect(list.map((r) => r.nid).sort()).toEqual([LENS_PLANNER, MARKETING_HUB].sort());
      expect(list.every((r) => r.slug_url.startsWith('/'))).toBe(true);
    });
  });

  describe("nobody reads or changes another member's subscriptions (IDOR)", () => {
    beforeAll(async () => {
      expect((await add(otherPro, ACADEMY)).statusCode).toBe(200);
    });

    it("reading another uid's list answers 403", async () => {
      const res = await get(`/uiapi/myresource/${otherPro.uid}`, pro);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });

    it('adding for another uid answers 403 and stores nothing', async () => {
      const res = await add(pro, LENS_PLANNER, String(otherPro.uid));
      expect(res.statusCode).toBe(403);
      expect((await subscribed(otherPro)).map((r) => r.nid)).toEqual([ACADEMY]);
    });

    it('removing for another uid answers 403 and removes nothing', async () => {
      const res = await remove(pro, ACADEMY, String(otherPro.uid));
      expect(res.statusCode).toBe(403);
      expect((await subscribed(otherPro)).map((r) => r.nid)).toEqual([ACADEMY]);
    });

    it('a malformed uid is a 400, not a lookup', async () => {
      expect((await get('/uiapi/myresource/abc', pro)).statusCode).toBe(400);
      expect((await add(pro, LENS_PLANNER, '0')).statusCode).toBe(400);
    });
  });

  describe('add and remove', () => {
    it('adding answers success and the resource appears, approved, with its urls', async () => {
      const member = await createMember(t, { userType: '1' });
      const res = await add(member, LENS_PLANNER);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: expect.any(String) });
      const [item] = await subscribed(member);
      expect(item).toEqual({
        nid: LENS_PLANNER,
        slug_url: '/lens-planner',
        icon: '/files/demo/icons/lens-planner.png',
        title: 'Lumira Lens Planner',
        required_approval: 0,
        approved: 1,
        web_app_url: 'https://planner.lumira-optics.example/',
        mobile_app_url: 'https://apps.lumira-optics.example/lens-planner',
      });
      const list = (await get('/jsonapi/protected/resource', member)).json() as ResourceJson[];
      expect(list.find((r) => r.nid === LENS_PLANNER)?.approved).toBe(1);
      expect(list.find((r) => r.nid === ACADEMY)?.approved).toBe(0);
    });

    it('adding twice is a no-op success', async () => {
      const member = await createMember(t, { userType: '1' });
      expect((await add(member, LENS_PLANNER)).json()).toMatchObject({ status: 'success' });
      expect((await add(member, LENS_PLANNER)).json()).toMatchObject({ status: 'success' });
      expect((await subscribed(member)).map((r) => r.nid)).toEqual([LENS_PLANNER]);
    });

    it('removing twice is a success both times, and the list is empty after', async () => {
      const member = await createMember(t, { userType: '1' });
      await add(member, LENS_PLANNER);
      const first = await remove(member, LENS_PLANNER);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'success' });
      const second = await remove(member, LENS_PLANNER);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ status: 'success' });
      expect(await subscribed(member)).toEqual([]);
    });
  });

  describe('pending vs approved', () => {
    it('a resource that requires approval is added pending', async () => {
      const member = await createMember(t, { userType: '1' });
      const res = await add(member, VIDEO_LIBRARY);
      expect(res.json()).toMatchObject({ status: 'success' });
      const [item] = await subscribed(member);
      expect(item).toMatchObject({ nid: VIDEO_LIBRARY, required_approval: 1, approved: 0 });
      const detail = (await get('/jsonapi/protected/resource/detail?alias=/video-library', member)).json() as ResourceJson[];
      expect(detail[0]).toMatchObject({ required_approval: 1, approved: 0 });
    });

    it('adding a pending resource again keeps it pending', async () => {
      const member = await createMember(t, { userType: '1' });
      await add(member, VIDEO_LIBRARY);
      await add(member, VIDEO_LIBRARY);
      expect(await subscribed(member)).toEqual([expect.objectContaining({ nid: VIDEO_LIBRARY, approved: 0 })]);
    });
  });
});
