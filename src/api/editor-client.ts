import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { messageOf, type BearerAuth } from './client';
import { isEditorApiPath, type EditorPath } from './editor-paths';
import type { paths } from './schema.gen';

/** The console's client: typed for the editor paths only, so a member call does not compile. */
export type EditorApiClient = Client<Pick<paths, EditorPath>>;

/** Where the console's calls go (the app's services give it: the API's base URL and the fetch). */
export interface ApiConnection {
  baseUrl: string;
  /** A fetch of the caller's own (tests: the fake API); default the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The editor console's API client. Its middleware (`addEditorAuth`) attaches the signed-in
 * editor's token, read from the editor session at every request, and reports a 401 or 403 to it.
 */
export function createEditorApiClient({ baseUrl, fetch }: ApiConnection, auth: BearerAuth): EditorApiClient {
  const client = createClient<Pick<paths, EditorPath>>({ baseUrl, fetch });
  addEditorAuth(client, auth);
  return client;
}

/**
 * Adds the editor's bearer token to every call, and refuses (throws) a path that is not an editor
 * call: the type already forbids one, this keeps an editor token off member calls at run time too.
 * A 401 (session ended: idle, signed out elsewhere, password set again, editor removed) or a 403
 * (not an editor session) to a call made with the current token ends the editor session with the
 * server's message; later answers to calls sent with the same token find it already ended, so the
 * session ends once.
 */
export function addEditorAuth(client: EditorApiClient, auth: BearerAuth): void {
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      if (!isEditorApiPath(schemaPath)) throw new Error(`The editor client serves only /api/editor/ calls, not ${schemaPath}.`);
      const token = auth.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.status !== 401 && response.status !== 403) return response;
      const message = await messageOf(response.clone());
      // Checked after the await: of several calls answered 401 together, only the first ends it.
      const token = auth.getAccessToken();
      if (token && request.headers.get('Authorization') === `Bearer ${token}`) auth.onUnauthorized(message);
      return response;
    },
  };
  client.use(middleware);
}
