import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleResource,
  deleteConsoleResource,
  listConsoleResources,
  reorderConsoleResources,
  updateConsoleResource,
} from '../services/manage-resources';

/** The editor tag, resources (docs/console-code.md). */
export function createEditorResourceHandlers(deps: AppDeps) {
  return {
    listEditorResources: async (request) => {
      requireEditor(request);
      return listConsoleResources(deps);
    },
    createResource: async (request, reply) =>
      reply.code(201).send(await createConsoleResource(deps, requireEditor(request), request.body)),
    updateResource: async (request) =>
      updateConsoleResource(deps, requireEditor(request), Number(request.params.nid), request.body),
    deleteResource: async (request, reply) => {
      await deleteConsoleResource(deps, requireEditor(request), Number(request.params.nid));
      return reply.code(204).send();
    },
    reorderResources: async (request) => reorderConsoleResources(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
