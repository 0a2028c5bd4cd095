import { readFile } from 'node:fs/promises';
import type { Schemas } from '../../api/types';
import { contractMessage } from '../../api/contract-schema';
import { notifyMembers } from '../../services/notify-members';
import { type CliCommand, UsageError, requireString } from '../command';

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
      local: async (deps) => {
        const { recipients, emailed } = await notifyMembers(deps, {
          subject: body.subject,
          messageHtml: body.message,
          audience: String(body.to),
        });
        return { recipients, emailed };
      },
    });
    const by = via === 'server' ? 'by the running portal' : 'directly';
    out(`Notification "${body.subject}" created for ${result.recipients} member(s); ${result.emailed} emailed (${by}).`);
  },
};

export default notify;
