import { createApiClient, messageOf, type ApiClient, type BearerAuth } from './client';
import type { operations } from './schema.gen';

/** Whose view the preview shows: a guest, a healthcare professional or a distributor. */
export type PreviewAudience = operations['previewContent']['parameters']['query']['as'];

/** What a previewed screen's change (adding a resource, sending a form) answers: nothing is sent. */
export const NOTHING_SENT_IN_PREVIEW = 'This is a preview: nothing is sent.';

/**
 * The API client of the previewed screens (the app's member screens, so a member-shaped client):
 * every read goes to the editor's preview call (`GET /api/editor/preview?as=…&path=…`), which
 * answers it as the audience would get it with the drafts published; every change is refused
 * here, unsent. Like the editor client, it reads the editor's token from the editor session at
 * request time (`auth`) and reports a 401 or 403 to it; the token goes to that one editor call only.
 */
export function createPreviewApiClient(baseUrl: string, auth: BearerAuth, audience: PreviewAudience): ApiClient {
  const previewFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') {
      return new Response(JSON.stringify({ message: NOTHING_SENT_IN_PREVIEW }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const url = new URL(request.url);
    const previewUrl = new URL('/api/editor/preview', url.origin);
    previewUrl.searchParams.set('as', audience);
    previewUrl.searchParams.set('path', `${url.pathname}${url.search}`);
    const token = auth.getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(previewUrl, { headers });
    if (response.status === 401 || response.status === 403) {
      const message = await messageOf(response.clone());
      if (token && token === auth.getAccessToken()) auth.onUnauthorized(message);
    }
    return response;
  };
  return createApiClient(baseUrl, previewFetch);
}
