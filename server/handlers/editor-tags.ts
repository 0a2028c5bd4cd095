import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleTag,
  deleteConsoleTag,
  listConsoleTags,
  reorderConsoleTags,
  updateConsoleTag,
} from '../services/manage-tags';

/** The editor tag, search tags (docs/console-code.md). */
export function createEditorTagHandlers(deps: AppDeps) {
  return {
    listEditorTags: async (request) => {
      requireEditor(request);
      return listConsoleTags(deps);
    },
    createTag: async (request, reply) => reply.code(201).send(await createConsoleTag(deps, requireEditor(request), request.body)),
    updateTag: async (request) => updateConsoleTag(deps, requireEditor(request), Number(request.params.tid), request.body),
    deleteTag: async (request, reply) => {
      await deleteConsoleTag(deps, requireEditor(request), Number(request.params.tid));
      return reply.code(204).send();
    },
    reorderTags: async (request) => reorderConsoleTags(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
