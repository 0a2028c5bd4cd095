import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import { badRequest } from '../errors';
import { previewRequestHeaders } from '../preview-scope';

/**
 * The reads an editor may preview: what the home page, a resource page, the related-resources page
 * and a landing page ask for, for a guest or a member. Nothing else (no profile, no notifications).
 */
const PREVIEWABLE = [
  /^\/viewapi\/(protected\/)?banner-list$/,
  /^\/jsonapi\/resource\/cards$/,
  /^\/uiapi\/(mid-banner|tags)$/,
  /^\/jsonapi\/basiclandingpages(\/detail)?$/,
  /^\/jsonapi\/(protected\/)?resource(\/detail)?$/,
  /^\/jsonapi\/resource\/related\/(tags\/)?[^/]+$/,
  /^\/uiapi\/myresource\/[^/]+$/,
  /^\/jsonapi\/need-help$/,
] as const;

const BASE = 'http://preview.invalid';

/**
 * The path as the router will see it, when it is previewable; else null. Normalised first, then
 * checked, and the normalised form is what is called: a URL parser turns backslashes into slashes
 * and resolves `.`, `..` and `%2e%2e` segments, so `/uiapi/myresource/..\\..\\api\\user\\sessions`
 * passed the patterns as written and reached another call (issue 40). A path naming another host
 * (`//elsewhere/…`) is refused too.
 */
function previewableUrl(path: string): string | null {
  if (!path.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (!PREVIEWABLE.some((pattern) => pattern.test(url.pathname))) return null;
  return url.pathname + url.search;
}

export const NOT_PREVIEWABLE = 'This address cannot be previewed.';

/** The editor tag, preview as the audience (docs/console-code.md). */
export function createEditorPreviewHandlers() {
  return {
    previewContent: async (request, reply) => {
      requireEditor(request);
      const { as: audience, path } = request.query;
      const url = previewableUrl(path);
      if (url === null) throw badRequest(NOT_PREVIEWABLE);
      // The real call, answered by its own handler inside the preview scope (drafts visible, a
      // stand-in member for member calls); no header of the editor's request goes with it.
      const answer = await request.server.inject({ method: 'GET', url, headers: previewRequestHeaders(audience) });
      return reply
        .code(answer.statusCode)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(answer.body);
    },
  } satisfies Partial<Handlers>;
}
