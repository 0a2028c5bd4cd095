import type { Handlers } from '../api/types';
import type { AppDeps } from '../deps';
import { makeBackup } from '../backup/make-backup';
import { addEditor } from '../services/add-editor';
import { decidePendingSubscription } from '../services/decide-subscription';
import { inviteDistributor } from '../services/invite-distributor';
import { listContactRecords } from '../services/list-contact-records';
import { listEditors } from '../services/list-editors';
import { listPendingApprovals } from '../services/list-pending-approvals';
import { notifyMembers } from '../services/notify-members';
import { publishConsentVersion } from '../services/publish-consent-version';
import { COMMAND_LINE } from '../services/record-audit';
import { removeEditor } from '../services/remove-editor';
import { seedDemoContent } from '../services/seed-demo-content';
import { sendEditorPasswordLink } from '../services/send-editor-password-link';

/**
 * The admin tag (behind adminAuth): what `npm run portal -- <command>` calls on a running portal.
 * Each is one service call, the same one the CLI makes itself when no server answers.
 */
export function createAdminHandlers(deps: AppDeps) {
  return {
    seedContent: async (request) =>
      seedDemoContent(deps, {
        force: request.body?.force ?? false,
        overwriteConsoleEdits: request.body?.overwrite_console_edits ?? false,
      }),
    createInvitation: async (request, reply) => reply.code(201).send(await inviteDistributor(deps, request.body)),
    listPendingSubscriptions: async () => listPendingApprovals(deps),
    decideSubscription: async (request) => decidePendingSubscription(deps, request.body),
    createNotification: async (request, reply) => {
      const { subject, message, to } = request.body;
      const { recipients, emailed } = await notifyMembers(deps, {
        subject,
        messageHtml: message,
        audience: String(to),
        actor: COMMAND_LINE,
      });
      return reply.code(201).send({ recipients, emailed });
    },
    listContactMessages: async () => listContactRecords(deps),
    backupPortal: async (_request, reply) => {
      const { archive } = await makeBackup(deps);
      return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(archive);
    },
    createConsentVersion: async (request, reply) => reply.code(201).send(await publishConsentVersion(deps, request.body)),
    listEditors: async () => listEditors(deps),
    createEditor: async (request, reply) => reply.code(201).send(await addEditor(deps, request.body)),
    deleteEditor: async (request) => removeEditor(deps, request.params.email),
    createEditorPasswordLink: async (request, reply) =>
      reply.code(201).send(await sendEditorPasswordLink(deps, request.params.email)),
  } satisfies Partial<Handlers>;
}
