import { seedDemoContent } from '../../services/seed-demo-content';
import type { CliCommand } from '../command';

/** `seed`: re-imports the demo content (banners, pages, taxonomy, resources); members are kept. */
const seed: CliCommand = {
  summary: 'Re-import the demo content from content/ (members and their data are kept)',
  usage: 'npm run portal -- seed [--if-empty]',
  options: { 'if-empty': { type: 'boolean' } },
  async run({ values, out, admin }) {
    const force = !values['if-empty'];
    const { result } = await admin({
      method: 'POST',
      path: '/admin/api/seed',
      body: { force },
      local: (deps) => seedDemoContent(deps, { force }),
    });
    out(result.message);
  },
};

export default seed;
