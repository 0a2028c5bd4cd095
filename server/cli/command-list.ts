import type { CliCommand } from './command';

type Loader = () => Promise<{ default: CliCommand }>;

/**
 * Every editor command by name, one file each in `commands/`, loaded only when run. A static list
 * (not a scan of the folder) so the compiled CLI (`build/server/cli.js`) bundles them;
 * `tests/server/cli-commands.test.ts` checks it against the folder.
 */
export const COMMANDS: Record<string, Loader> = {
  approvals: () => import('./commands/approvals'),
  approve: () => import('./commands/approve'),
  backup: () => import('./commands/backup'),
  'consent-version': () => import('./commands/consent-version'),
  editor: () => import('./commands/editor'),
  'import-files': () => import('./commands/import-files'),
  invite: () => import('./commands/invite'),
  messages: () => import('./commands/messages'),
  notify: () => import('./commands/notify'),
  reject: () => import('./commands/reject'),
  restore: () => import('./commands/restore'),
  seed: () => import('./commands/seed'),
};
