import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  getConsolePageVersion,
  listConsolePageVersions,
  markConsolePageVersionMaterial,
  restoreConsolePageVersion,
} from '../services/page-versions';

/** The editor tag, a landing page's versions (docs/console-code.md, "Pages and their versions"). */
export function createEditorPageHistoryHandlers(deps: AppDeps) {
  return {
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
