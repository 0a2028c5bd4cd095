import { createApiClient, type ApiClient } from '../../../api/client';
import type { PreviewAudience } from './preview-session';

/** What a previewed screen's change (adding a resource, sending a form) answers: nothing is sent. */
export const NOTHING_SENT_IN_PREVIEW = 'This is a preview: nothing is sent.';

/**
 * The API client of the previewed screens: every read goes to the editor's preview call
 * (`GET /api/editor/preview?as=…&path=…`, with the editor's token), which answers it as the
 * audience would get it with the drafts published; every change is refused here, unsent.
 */
export function createPreviewApiClient(baseUrl: string, editorToken: string, audience: PreviewAudience): ApiClient {
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
    return fetch(previewUrl, { headers: { Authorization: `Bearer ${editorToken}`, Accept: 'application/json' } });
  };
  return createApiClient(baseUrl, previewFetch);
}
