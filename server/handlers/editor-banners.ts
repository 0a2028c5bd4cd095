import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleBanner,
  deleteConsoleBanner,
  listConsoleBanners,
  reorderConsoleBanners,
  updateConsoleBanner,
} from '../services/manage-banners';

/** The editor tag, banners: guest and member banners of the home carousel (docs/console-code.md). */
export function createEditorBannerHandlers(deps: AppDeps) {
  return {
    listEditorBanners: async (request) => {
      requireEditor(request);
      return listConsoleBanners(deps);
    },
    createBanner: async (request, reply) =>
      reply.code(201).send(await createConsoleBanner(deps, requireEditor(request), request.body)),
    updateBanner: async (request) => updateConsoleBanner(deps, requireEditor(request), request.params.uuid, request.body),
    deleteBanner: async (request, reply) => {
      await deleteConsoleBanner(deps, requireEditor(request), request.params.uuid);
      return reply.code(204).send();
    },
    reorderBanners: async (request) => reorderConsoleBanners(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
