import type { Schemas } from '../../api/types';
import { contractMessage } from '../../api/contract-schema';
import { addEditor } from '../../services/add-editor';
import { listEditors } from '../../services/list-editors';
import { removeEditor } from '../../services/remove-editor';
import { sendEditorPasswordLink } from '../../services/send-editor-password-link';
import type { CliContext } from '../command';
import { type CliCommand, UsageError, requireString } from '../command';
import { printable } from '../printable';

const USAGE = [
  'npm run portal -- editor add --email <email> --first <first name> --last <last name>',
  '       npm run portal -- editor list',
  '       npm run portal -- editor remove --email <email>',
  '       npm run portal -- editor link --email <email>     (a new set-password link, e.g. for a forgotten password)',
].join('\n');

const via = (how: 'server' | 'local') => (how === 'server' ? 'sent by the running portal' : 'sent directly');
const utc = (unixSeconds: number) => `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** `--email`, checked by the contract's rules before anything is opened. */
function emailOption(values: CliContext['values']): string {
  const email = requireString(values, 'email');
  const message = contractMessage('Email', email);
  if (message) throw new UsageError(message);
  return email;
}

async function add({ values, out, admin }: CliContext): Promise<void> {
  const body: Schemas['EditorRequest'] = {
    email: requireString(values, 'email'),
    first: requireString(values, 'first'),
    last: requireString(values, 'last'),
  };
  const message = contractMessage('EditorRequest', body);
  if (message) throw new UsageError(message);
  const { result, via: how } = await admin({
    method: 'POST',
    path: '/admin/api/editors',
    body,
    local: (deps) => addEditor(deps, body),
  });
  out(`Editor ${result.email} added. Link to set a password (single use, until ${utc(result.expires)}, ${via(how)}):`);
  out(result.link);
}

async function link({ values, out, admin }: CliContext): Promise<void> {
  const email = emailOption(values);
  const { result, via: how } = await admin({
    method: 'POST',
    path: `/admin/api/editors/${encodeURIComponent(email)}/password-link`,
    local: (deps) => sendEditorPasswordLink(deps, email),
  });
  out(`New link to set a password for ${result.email} (single use, until ${utc(result.expires)}, ${via(how)}):`);
  out(result.link);
}

async function remove({ values, out, admin }: CliContext): Promise<void> {
  const email = emailOption(values);
  const { result } = await admin({
    method: 'DELETE',
    path: `/admin/api/editors/${encodeURIComponent(email)}`,
    local: (deps) => removeEditor(deps, email),
  });
  out(result.message);
}

async function list({ out, admin }: CliContext): Promise<void> {
  const { result } = await admin<Schemas['EditorAccount'][]>({
    method: 'GET',
    path: '/admin/api/editors',
    local: (deps) => listEditors(deps),
  });
  if (result.length === 0) {
    out('No editors yet. Add one with: npm run portal -- editor add --email <email> --first <first name> --last <last name>');
    return;
  }
  out(`${result.length} ${result.length === 1 ? 'editor' : 'editors'}:`);
  for (const editor of result) {
    const status = editor.status === 'active' ? 'active' : 'invited (no password set yet)';
    out(
      `  ${printable(editor.email)}   ${printable(`${editor.first_name} ${editor.last_name}`)} — ${status}, added ${utc(editor.created)}`,
    );
  }
}

const subcommands: Record<string, (context: CliContext) => Promise<void>> = { add, list, remove, link };

/** `editor add|list|remove|link`: the editor accounts of the console (docs/console-code.md). */
const editor: CliCommand = {
  summary: 'Editor accounts: add (mails a set-password link), list, remove, link',
  usage: USAGE,
  options: {
    email: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
  allowPositionals: true,
  async run(context) {
    const [name, ...rest] = context.positionals;
    const subcommand = name && Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
    if (!subcommand)
      throw new UsageError(name ? `Unknown editor command '${name}'.` : 'Which editor command? add, list, remove or link.');
    if (rest.length > 0) throw new UsageError(`Unexpected argument '${rest[0]}'.`);
    await subcommand(context);
  },
};

export default editor;
