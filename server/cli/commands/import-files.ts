import path from 'node:path';
import { openRuntime } from '../../runtime';
import { FILES_NOT_IN_DATABASE, importFileFolders } from '../../services/import-file-folders';
import { FILE_KINDS } from '../../uploads/file-storage';
import type { CliCommand } from '../command';
import { missingSetting, portalLocation } from '../portal-location';
import { readPortalSecrets } from '../portal-secrets';

/**
 * `import-files`: after switching a portal from embedded PGlite to PostgreSQL (`DATABASE_URL`),
 * copies the uploaded files of the old data folder into the database (docs/operations.md). It
 * opens the database itself, also while portals run (PostgreSQL admits many connections).
 */
const importFiles: CliCommand = {
  summary: 'Copy uploaded files from a data folder (PGlite) into PostgreSQL (DATABASE_URL), keeping their names',
  usage: 'DATABASE_URL=postgres://… npm run portal -- import-files [--from DATA_DIR]',
  options: { from: { type: 'string' } },
  async run({ values, config, out, err }) {
    if (!config.databaseUrl) {
      err(FILES_NOT_IN_DATABASE);
      return 1;
    }
    // Opening the runtime would create secrets in a data folder no portal uses (README: every
    // process shares one secrets.json); without DATA_DIR, only a folder that already has them.
    const at = portalLocation(config, process.env);
    if (!at.dataDirChosen && !(await readPortalSecrets(config.dataDir))) {
      err(missingSetting.noDataDir(at));
      return 1;
    }
    const from = path.resolve(typeof values.from === 'string' && values.from !== '' ? values.from : config.dataDir);
    const runtime = await openRuntime(config, () => {});
    try {
      const counts = await importFileFolders(runtime.deps, from);
      for (const kind of FILE_KINDS) {
        out(`${kind}: ${counts[kind].imported} imported, ${counts[kind].present} already there (from ${path.join(from, kind)})`);
      }
    } finally {
      await runtime.close();
    }
    return 0;
  },
};

export default importFiles;
