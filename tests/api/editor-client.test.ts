import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { addBearerAuth, createApiClient, type ApiClient } from '../../src/api/client';
import { createEditorApiClient, type EditorApiClient } from '../../src/api/editor-client';
import { EDITOR_ONLY } from '../../src/api/editor-only';
import { createEditorSessionStore, editorSessionAuth, EDITOR_SESSION_KEY } from '../../src/session/editor-session';
import { editorLogin } from '../support/editor-session';
import { createFakeApi, json, type FakeRoutes } from '../support/fake-api';

const API = 'http://api.test';

afterEach(() => window.localStorage.clear());

/** The console's session (signed in as Eva unless `signedIn` is false) and its client over a fake API. */
function editorConsole(routes: FakeRoutes, { signedIn = true } = {}) {
  if (signedIn) window.localStorage.setItem(EDITOR_SESSION_KEY, JSON.stringify(editorLogin));
  const queryClient = new QueryClient();
  const store = createEditorSessionStore({ storage: window.localStorage, queryClient });
  const fake = createFakeApi(routes);
  const api = createEditorApiClient({ baseUrl: API, fetch: fake.fetch }, editorSessionAuth(store));
  return { store, api, fake, queryClient };
}

/** The member client as the app makes it, signed in with the member token `member-access`. */
function memberClient(routes: FakeRoutes) {
  const fake = createFakeApi(routes);
  const api = createApiClient(API, fake.fetch);
  addBearerAuth(api, { getAccessToken: () => 'member-access', onUnauthorized: () => undefined });
  return { api, fake };
}

describe('the editor console’s API client', () => {
  it('sends the signed-in editor’s token, read from the editor session at each request', async () => {
    const { api, fake, store } = editorConsole({ 'GET /api/editor/banners': [] });
    await api.GET('/api/editor/banners');
    store.signIn({ ...editorLogin, access_token: 'second-access' });
    await api.GET('/api/editor/banners');
    expect(fake.calls.map((call) => call.authorization)).toEqual(['Bearer editor-access', 'Bearer second-access']);
  });

  it('sends no token while no editor is signed in (the sign-in itself)', async () => {
    const { api, fake } = editorConsole({ 'POST /api/editor/login': editorLogin }, { signedIn: false });
    await api.POST('/api/editor/login', { body: { email: 'eva@example.com', password: 'Amber-Console-58' } });
    expect(fake.calls[0]?.authorization).toBeNull();
  });

  it('ends the editor session once, with the server’s message, when calls answer 401', async () => {
    const message = 'You were signed out after 100 minutes without activity.';
    const { api, store } = editorConsole({ 'GET /api/editor/banners': () => json({ message }, 401) });
    const notices: (string | null)[] = [];
    store.subscribe(() => notices.push(store.get().notice));
    await Promise.all([api.GET('/api/editor/banners'), api.GET('/api/editor/banners')]);
    expect(store.get()).toEqual({ session: null, notice: message, expired: null });
    expect(notices).toEqual([message]);
    expect(window.localStorage.getItem(EDITOR_SESSION_KEY)).toBeNull();
  });

  it('keeps the console open on a 401 while a form with changes holds the session, until it signs in again or lets go', async () => {
    const message = 'You were signed out after 100 minutes without activity.';
    const { api, store, queryClient } = editorConsole({ 'GET /api/editor/banners': () => json({ message }, 401) });
    queryClient.setQueryData([EDITOR_ONLY, 'listEditorBanners'], []);
    const letGo = store.hold();
    await api.GET('/api/editor/banners');
    expect(store.get()).toEqual({ session: editorLogin, notice: null, expired: message });

    store.renew({ ...editorLogin, access_token: 'renewed-access' });
    expect(store.get()).toEqual({ session: { ...editorLogin, access_token: 'renewed-access' }, notice: null, expired: null });
    // The same editor: the console's cache stays.
    expect(queryClient.getQueryData([EDITOR_ONLY, 'listEditorBanners'])).toEqual([]);
    letGo();
    expect(store.get().session?.access_token).toBe('renewed-access');

    const again = store.hold();
    await api.GET('/api/editor/banners');
    expect(store.get().expired).toBe(message);
    again();
    expect(store.get()).toEqual({ session: null, notice: message, expired: null });
  });

  it('ends the editor session on a 403 (not an editor session), but not on a refused sign-in', async () => {
    const member = 'This is a member account, not an editor account. Members sign in at /login.';
    const signedOut = editorConsole({ 'POST /api/editor/login': () => json({ message: member }, 403) }, { signedIn: false });
    await signedOut.api.POST('/api/editor/login', { body: { email: 'anna@clinic.example', password: 'secret123' } });
    expect(signedOut.store.get()).toEqual({ session: null, notice: null, expired: null });

    const signedIn = editorConsole({ 'GET /api/editor/me': () => json({ message: member }, 403) });
    await signedIn.api.GET('/api/editor/me');
    expect(signedIn.store.get()).toEqual({ session: null, notice: member, expired: null });
  });

  it('serves editor calls only: a member path is refused before anything is sent', async () => {
    const { api, fake } = editorConsole({});
    // @ts-expect-error the editor client's type has no member paths
    await expect((api as EditorApiClient).GET('/uiapi/tags')).rejects.toThrow('The editor client serves only /api/editor/ calls');
    expect(fake.calls).toEqual([]);
  });
});

describe('the member client', () => {
  it('never carries a token to an editor call: the path is refused before anything is sent', async () => {
    const { api, fake } = memberClient({});
    // @ts-expect-error the member client's type has no editor paths
    await expect((api as ApiClient).GET('/api/editor/banners')).rejects.toThrow('does not serve editor calls');
    expect(fake.calls).toEqual([]);
  });

  it('still sends the member’s token to member calls', async () => {
    const { api, fake } = memberClient({ 'GET /uiapi/tags': [] });
    await api.GET('/uiapi/tags');
    expect(fake.calls[0]?.authorization).toBe('Bearer member-access');
  });
});

describe('the editor session and the console’s cache', () => {
  it('drops every console query when an editor signs in or out, so one editor never sees another’s data', () => {
    const { store, queryClient } = editorConsole({});
    const cached = () => queryClient.getQueryCache().findAll({ queryKey: [EDITOR_ONLY] }).length;
    queryClient.setQueryData([EDITOR_ONLY, 'listEditorBanners'], []);
    queryClient.setQueryData(['memberOnly', 'getUserProfile', '1'], {});
    store.signOut();
    expect(cached()).toBe(0);
    queryClient.setQueryData([EDITOR_ONLY, 'listEditorBanners'], []);
    store.signIn({ ...editorLogin, editor: { ...editorLogin.editor, uid: '8' } });
    expect(cached()).toBe(0);
    expect(queryClient.getQueryData(['memberOnly', 'getUserProfile', '1'])).toEqual({});
  });
});
