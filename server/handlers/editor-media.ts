import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { uploadEditorMedia } from '../services/upload-editor-media';

/** The editor tag, media: pictures and videos for the home page's content (docs/console-code.md). */
export function createEditorMediaHandlers(deps: AppDeps) {
  return {
    uploadEditorMedia: async (request, reply) =>
      reply.code(201).send(await uploadEditorMedia(deps, requireEditor(request), request.body)),
  } satisfies Partial<Handlers>;
}
