import path from 'node:path';
import type { Schemas } from '../../api/types';
import { listContactRecords } from '../../services/list-contact-records';
import { type CliCommand, UsageError } from '../command';
import { printable, printableJson } from '../printable';

const PREVIEW = 200;

/**
 * `messages`: the support inbox (help-form and support messages), newest first. Everything in a
 * message comes from a guest, so it is printed without control characters (`../printable.ts`).
 */
const messages: CliCommand = {
  summary: 'List received help-form and support messages, newest first',
  usage: 'npm run portal -- messages [--limit <n>] [--full] [--json]',
  options: {
    limit: { type: 'string' },
    full: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run({ values, config, out, admin }) {
    const limit = values.limit === undefined ? 20 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
    const { result } = await admin<Schemas['ContactMessageRecord'][]>({
      method: 'GET',
      path: '/admin/api/messages',
      local: (deps) => listContactRecords(deps),
    });
    const shown = result.slice(0, limit);
    if (values.json) {
      out(printableJson(shown));
      return;
    }
    if (shown.length === 0) {
      out('No messages yet.');
      return;
    }
    out(`${result.length} message(s)${result.length > shown.length ? `, newest ${shown.length} shown` : ''}:`);
    for (const record of shown) {
      const m = printableRecord(record);
      const at = new Date(m.created * 1000).toISOString().slice(0, 16).replace('T', ' ');
      out('');
      out(
        `#${m.id}  ${at} UTC  ${m.form === 'support' ? 'support' : 'help form'}  ${m.name} <${m.mail}>${m.userid ? ` (uid ${m.userid})` : ''}`,
      );
      if (m.country) out(`  Country:    ${m.country}`);
      if (m.resource) out(`  Resource:   ${m.resource}`);
      out(`  Subject:    ${m.subject}`);
      // With PostgreSQL the file is a row of stored_files, not a file on this machine.
      if (m.attachment)
        out(
          `  Attachment: ${config.databaseUrl ? `${m.attachment} (in the database: download it from the editor console's Inbox)` : path.join(config.dataDir, m.attachment)}`,
        );
      const text = values.full || m.message.length <= PREVIEW ? m.message : `${m.message.slice(0, PREVIEW)}… (--full for all)`;
      for (const line of text.split('\n')) out(`  | ${line}`);
    }
  },
};

/** The record with every guest-written field made terminal-safe; only the message keeps its line breaks. */
function printableRecord(record: Schemas['ContactMessageRecord']): Schemas['ContactMessageRecord'] {
  const line = (value: string | null) => (value === null ? null : printable(value));
  return {
    ...record,
    name: printable(record.name),
    mail: printable(record.mail),
    subject: printable(record.subject),
    country: line(record.country),
    resource: line(record.resource),
    userid: line(record.userid),
    attachment: line(record.attachment),
    message: printable(record.message, { multiLine: true }),
  };
}

export default messages;
