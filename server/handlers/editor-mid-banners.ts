import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleMidBanner,
  deleteConsoleMidBanner,
  listConsoleMidBanners,
  reorderConsoleMidBanners,
  updateConsoleMidBanner,
} from '../services/manage-mid-banners';

/** The editor tag, mid banners (docs/console-code.md). */
export function createEditorMidBannerHandlers(deps: AppDeps) {
  return {
    listEditorMidBanners: async (request) => {
      requireEditor(request);
      return listConsoleMidBanners(deps);
    },
    createMidBanner: async (request, reply) =>
      reply.code(201).send(await createConsoleMidBanner(deps, requireEditor(request), request.body)),
    updateMidBanner: async (request) =>
      updateConsoleMidBanner(deps, requireEditor(request), Number(request.params.id), request.body),
    deleteMidBanner: async (request, reply) => {
      await deleteConsoleMidBanner(deps, requireEditor(request), Number(request.params.id));
      return reply.code(204).send();
    },
    reorderMidBanners: async (request) => reorderConsoleMidBanners(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
