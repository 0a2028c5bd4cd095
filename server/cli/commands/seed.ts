import { seedDemoContent } from '../../services/seed-demo-content';
import type { CliCommand } from '../command';

/**
 * `seed`: re-imports the demo content (banners, pages, taxonomy, resources); members are kept,
 * and so is content editors changed in the console unless `--force` (docs/console-code.md).
 */
const seed: CliCommand = {
  summary:
    'Re-import the demo content from content/ (members and console changes are kept; --force replaces console changes too)',
  usage: 'npm run portal -- seed [--if-empty] [--force]',
  options: { 'if-empty': { type: 'boolean' }, force: { type: 'boolean' } },
  async run({ values, out, admin }) {
    const force = !values['if-empty'];
    const overwrite = values.force === true;
    const { result } = await admin({
      method: 'POST',
      path: '/admin/api/seed',
      body: { force, overwrite_console_edits: overwrite },
      local: (deps) => seedDemoContent(deps, { force, overwriteConsoleEdits: overwrite }),
    });
    out(result.message);
  },
};

export default seed;
