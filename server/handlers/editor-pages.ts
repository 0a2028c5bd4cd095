import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsolePage,
  deleteConsolePage,
  listConsolePages,
  reorderConsolePages,
  updateConsolePage,
} from '../services/manage-pages';
import {
  getConsolePageVersion,
  listConsolePageVersions,
  markConsolePageVersionMaterial,
  restoreConsolePageVersion,
} from '../services/page-versions';

/** The editor tag, basic landing pages and their versions (docs/console-code.md). */
export function createEditorPageHandlers(deps: AppDeps) {
  return {
    listEditorPages: async (request) => {
      requireEditor(request);
      return listConsolePages(deps);
    },
    createPage: async (request, reply) =>
      reply.code(201).send(await createConsolePage(deps, requireEditor(request), request.body)),
    updatePage: async (request) => updateConsolePage(deps, requireEditor(request), Number(request.params.id), request.body),
    deletePage: async (request, reply) => {
      await deleteConsolePage(deps, requireEditor(request), Number(request.params.id));
      return reply.code(204).send();
    },
    reorderPages: async (request) => reorderConsolePages(deps, requireEditor(request), request.body),
    listPageVersions: async (request) => {
      requireEditor(request);
      return listConsolePageVersions(deps, Number(request.params.id));
    },
    getPageVersion: async (request) => {
      requireEditor(request);
      return getConsolePageVersion(deps, Number(request.params.id), Number(request.params.version));
    },
    restorePageVersion: async (request) =>
      restoreConsolePageVersion(deps, requireEditor(request), Number(request.params.id), Number(request.params.version)),
    markPageVersionMaterial: async (request) =>
      markConsolePageVersionMaterial(
        deps,
        requireEditor(request),
        Number(request.params.id),
        Number(request.params.version),
        request.body,
      ),
  } satisfies Partial<Handlers>;
}
