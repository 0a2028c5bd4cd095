import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, timingSafeEqual } from 'node:crypto';

// An editor's preview (docs/console-code.md, "Preview as the audience"): the public and members' reads
// of one request, run inside this scope, see drafts too, and a member call is answered for a
// stand-in member of the audience's user type. Only the editor preview call opens the scope, for a
// request it makes itself (app.inject) with a header carrying this process's secret: no client
// can know it, and it never leaves the server.

export const PREVIEW_AUDIENCES = ['guest', 'professional', 'distributor'] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];

/** The stand-in member's uid: no account has it (uids are a serial far below), so it owns nothing. */
export const PREVIEW_MEMBER_UID = 999_999_999;

const PREVIEW_HEADER = 'x-source-preview';
const SECRET = Buffer.from(randomBytes(32).toString('base64url'));
const scope = new AsyncLocalStorage<PreviewAudience>();

/** The headers of a request the preview call makes itself, as `audience`. */
export function previewRequestHeaders(audience: PreviewAudience): Record<string, string> {
  return { [PREVIEW_HEADER]: `${SECRET.toString()} ${audience}` };
}

/** The audience a request's preview header names, when it carries this process's secret. */
function audienceOf(header: string | string[] | undefined): PreviewAudience | null {
  if (typeof header !== 'string') return null;
  const [secret = '', audience] = header.split(' ');
  const given = Buffer.from(secret);
  if (given.length !== SECRET.length || !timingSafeEqual(given, SECRET)) return null;
  return PREVIEW_AUDIENCES.find((known) => known === audience) ?? null;
}

/**
 * An onRequest hook: a request with a valid preview header runs its whole life (hooks, security
 * handlers, handler) inside the preview scope; the header is dropped either way.
 */
export function enterPreviewScope(request: { headers: Record<string, string | string[] | undefined> }, done: () => void): void {
  const given = request.headers[PREVIEW_HEADER];
  if (given === undefined) return done();
  // Deleted only when present: a delete turns the headers object into a slow dictionary for every
  // later read of every request.
  delete request.headers[PREVIEW_HEADER];
  const audience = audienceOf(given);
  if (audience === null) return done();
  scope.run(audience, done);
}

/** The audience of the preview this code runs in, or null outside a preview (every real request). */
export function previewAudience(): PreviewAudience | null {
  return scope.getStore() ?? null;
}
