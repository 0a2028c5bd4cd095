import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import {
  createConsoleProfession,
  deleteConsoleProfession,
  listConsoleProfessions,
  reorderConsoleProfessions,
  updateConsoleProfession,
} from '../services/manage-professions';
import {
  createConsoleSpeciality,
  deleteConsoleSpeciality,
  listConsoleSpecialities,
  reorderConsoleSpecialities,
  updateConsoleSpeciality,
} from '../services/manage-specialities';

/** The editor tag, professions and their specialities (docs/console-code.md). */
export function createEditorProfessionHandlers(deps: AppDeps) {
  return {
    listEditorProfessions: async (request) => {
      requireEditor(request);
      return listConsoleProfessions(deps);
    },
    createProfession: async (request, reply) =>
      reply.code(201).send(await createConsoleProfession(deps, requireEditor(request), request.body)),
    updateProfession: async (request) =>
      updateConsoleProfession(deps, requireEditor(request), Number(request.params.tid), request.body),
    deleteProfession: async (request, reply) => {
      await deleteConsoleProfession(deps, requireEditor(request), Number(request.params.tid));
      return reply.code(204).send();
    },
    reorderProfessions: async (request) => reorderConsoleProfessions(deps, requireEditor(request), request.body),

    listEditorSpecialities: async (request) => {
      requireEditor(request);
      return listConsoleSpecialities(deps, Number(request.params.tid));
    },
    createSpeciality: async (request, reply) =>
      reply.code(201).send(await createConsoleSpeciality(deps, requireEditor(request), Number(request.params.tid), request.body)),
    updateSpeciality: async (request) =>
      updateConsoleSpeciality(deps, requireEditor(request), Number(request.params.tid), request.body),
    deleteSpeciality: async (request, reply) => {
      await deleteConsoleSpeciality(deps, requireEditor(request), Number(request.params.tid));
      return reply.code(204).send();
    },
    reorderSpecialities: async (request) => reorderConsoleSpecialities(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
