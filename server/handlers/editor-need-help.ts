import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleNeedHelp,
  deleteConsoleNeedHelp,
  listConsoleNeedHelp,
  reorderConsoleNeedHelp,
  updateConsoleNeedHelp,
} from '../services/manage-need-help';

/** The editor tag, the need-help list (docs/console-code.md). */
export function createEditorNeedHelpHandlers(deps: AppDeps) {
  return {
    listEditorNeedHelp: async (request) => {
      requireEditor(request);
      return listConsoleNeedHelp(deps);
    },
    createNeedHelp: async (request, reply) =>
      reply.code(201).send(await createConsoleNeedHelp(deps, requireEditor(request), request.body)),
    updateNeedHelp: async (request) =>
      updateConsoleNeedHelp(deps, requireEditor(request), Number(request.params.tid), request.body),
    deleteNeedHelp: async (request, reply) => {
      await deleteConsoleNeedHelp(deps, requireEditor(request), Number(request.params.tid));
      return reply.code(204).send();
    },
    reorderNeedHelp: async (request) => reorderConsoleNeedHelp(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
