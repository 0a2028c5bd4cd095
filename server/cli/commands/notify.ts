import { readFile } from 'node:fs/promises';
import type { Schemas } from '../../api/types';
import { contractMessage } from '../../api/contract-schema';
import { deliveryProgress } from '../../db/notification-deliveries.repository';
import { notifyMembers } from '../../services/notify-members';
import { COMMAND_LINE } from '../../services/record-audit';
import { type CliCommand, UsageError, requireString } from '../command';

/** How long the command, run without a portal, waits for the emails to go out (failures keep retrying in the queue). */
const LOCAL_DELIVERY_WAIT_MS = 60_000;

/** `notify`: create a notification for an audience and email those whose email notifications are on. */
const notify: CliCommand = {
  summary: 'Send a notification to all, professionals, distributors or one member (emails those with notifications on)',
  usage: 'npm run portal -- notify --subject <subject> --message-file <file.html> --to all|professionals|distributors|<email>',
  options: {
    subject: { type: 'string' },
    'message-file': { type: 'string' },
    to: { type: 'string' },
  },
  async run({ values, out, admin }) {
    const file = requireString(values, 'message-file');
    let message: string;
    try {
      message = (await readFile(file, 'utf8')).trim();
    } catch (error) {
      throw new UsageError(`Cannot read --message-file ${file}: ${(error as Error).message}`);
    }
    const body: Schemas['NotificationRequest'] = {
      subject: requireString(values, 'subject'),
      message,
      to: requireString(values, 'to'),
    };
    // The same rules as the admin API, checked before anything is opened.
    const problem = contractMessage('NotificationRequest', body);
    if (problem) throw new UsageError(problem);
    const { result, via } = await admin<Schemas['NotificationResult']>({
      method: 'POST',
      path: '/admin/api/notifications',
      body,
      // No portal runs: this process works the queue until its emails are out (or retrying).
      local: async (deps) => {
        const { nid, recipients } = await notifyMembers(deps, {
          subject: body.subject,
          messageHtml: body.message,
          audience: String(body.to),
          actor: COMMAND_LINE,
        });
        await deps.durableJobs.settled(LOCAL_DELIVERY_WAIT_MS);
        const progress = (await deliveryProgress(deps.db, [nid])).get(nid)!;
        return { recipients, emailed: progress.sent };
      },
    });
    const emails =
      via === 'server' ? `${result.emailed} email(s) queued (by the running portal)` : `${result.emailed} emailed (directly)`;
    out(`Notification "${body.subject}" created for ${result.recipients} member(s); ${emails}.`);
  },
};

export default notify;
