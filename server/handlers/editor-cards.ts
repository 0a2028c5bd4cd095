import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleCard,
  deleteConsoleCard,
  listConsoleCards,
  reorderConsoleCards,
  updateConsoleCard,
} from '../services/manage-cards';

/** The editor tag, quick-link cards (docs/console-code.md). */
export function createEditorCardHandlers(deps: AppDeps) {
  return {
    listEditorCards: async (request) => {
      requireEditor(request);
      return listConsoleCards(deps);
    },
    createCard: async (request, reply) =>
      reply.code(201).send(await createConsoleCard(deps, requireEditor(request), request.body)),
    updateCard: async (request) => updateConsoleCard(deps, requireEditor(request), Number(request.params.id), request.body),
    deleteCard: async (request, reply) => {
      await deleteConsoleCard(deps, requireEditor(request), Number(request.params.id));
      return reply.code(204).send();
    },
    reorderCards: async (request) => reorderConsoleCards(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
