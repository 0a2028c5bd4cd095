import type { TestApp } from './test-app';

export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface SessionJson {
  id: string;
  browser: string;
  os: string;
  ip: string;
  created: number;
  last_activity: number;
  current: boolean;
}

export interface SignInJson {
  id: string;
  outcome: string;
  time: number;
  browser: string;
  os: string;
  ip: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A login from a given browser and address; returns the response. */
export function loginFrom(t: TestApp, mail: string, pass: string, { userAgent = FIREFOX_WINDOWS, ip = '203.0.113.7' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/user/login?_format=json',
    payload: { name: mail, pass },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
}

/** The bearer token of a successful login from a given browser and address. */
export async function tokenFrom(t: TestApp, mail: string, pass: string, client?: { userAgent?: string; ip?: string }) {
  const res = await loginFrom(t, mail, pass, client);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export const listSessions = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(token) });

export const endSession = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers: bearer(token) });

export const endOtherSessions = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/sessions/end-others', headers: bearer(token) });

export const listSignIns = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/sign-in-history', headers: bearer(token) });

/** The notification poll: a background call unless `background` is false. */
export const pollNotifications = (t: TestApp, token: string, background = true) =>
  t.app.inject({
    method: 'GET',
    url: '/jsonapi/message/notification',
    headers: { ...bearer(token), ...(background ? { 'x-background-request': '1' } : {}) },
  });
