import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { isEditorApiPath, type EditorPath } from './editor-paths';
import type { paths } from './schema.gen';

/** Every contract path but the editor console's (those go through its own client, editor-client.ts). */
export type MemberPaths = Omit<paths, EditorPath>;

/** The app's client for guests and members: an editor call does not compile with it. */
export type ApiClient = Client<MemberPaths>;

/** Spec §6: the guest contact call carries a fixed bearer placeholder instead of a session token. */
export const GUEST_BEARER_PLACEHOLDER = 'guest';

export interface BearerAuth {
  /** The session's bearer access token (the member's; the editor's for the console), or null; read at every request. */
  getAccessToken: () => string | null;
  /**
   * Called when a call made with the session's token answers 401 (session expired or revoked on
   * the server), with the answer's `message` (why the session ended, docs/accounts.md) or null.
   */
  onUnauthorized: (message: string | null) => void;
}

/** The typed fetch client for every guest and member call of openapi.yaml; `fetchImpl` defaults to the global fetch. */
export function createApiClient(baseUrl: string, fetchImpl?: typeof fetch): ApiClient {
  return createClient<MemberPaths>({ baseUrl, fetch: fetchImpl });
}

/**
 * Adds the member's bearer token to every call that does not carry its own Authorization, and
 * reports a 401 to a call made with it (only with it). The app passes the session's
 * `sessionAuth(session)`: the token is read from the session at request time, never copied. An
 * editor call never gets it: the type has no editor paths, and at run time one is refused.
 */
export function addBearerAuth(client: ApiClient, auth: BearerAuth): void {
  const authMiddleware: Middleware = {
    onRequest({ request, schemaPath }) {
      if (isEditorApiPath(schemaPath)) throw new Error(`The member client does not serve editor calls (${schemaPath}).`);
      const token = auth.getAccessToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      // Only a 401 to the member's own token ends the member's session, not to the guest placeholder.
      const sentToken = request.headers.get('Authorization');
      const memberToken = auth.getAccessToken();
      if (response.status === 401 && memberToken && sentToken === `Bearer ${memberToken}`) {
        auth.onUnauthorized(await messageOf(response.clone()));
      }
      return response;
    },
  };
  client.use(authMiddleware);
}

/** The `message` of a JSON error answer, or null (no body, not JSON, no message). */
export async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** Turns an openapi-fetch result into data or a thrown Error carrying the server's message (spec §8). */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallbackMessage: string): T {
  if (result.error !== undefined || !result.response.ok) {
    const message = (result.error as { message?: unknown } | undefined)?.message;
    throw new ApiError(typeof message === 'string' && message ? message : fallbackMessage, result.response.status, result.error);
  }
  return result.data as T;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The error answer's body as sent (e.g. its `field`, or a 409's `conflict`), if any. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
