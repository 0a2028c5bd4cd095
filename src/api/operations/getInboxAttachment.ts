import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';

/** The server's `attachment; filename="…"`, or a fallback. */
const fileNameOf = (disposition: string | null, id: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `attachment-${id}`;

/**
 * GET /api/editor/inbox/{id}/attachment with the editor's bearer (a plain link could not carry
 * it): the file as a Blob and the name the server gives it.
 */
export async function getInboxAttachment(api: EditorApiClient, id: string): Promise<{ blob: Blob; fileName: string }> {
  const result = await api.GET('/api/editor/inbox/{id}/attachment', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  const blob = unwrap(result, 'Could not download the attachment.') as Blob;
  return { blob, fileName: fileNameOf(result.response.headers.get('Content-Disposition'), id) };
}
