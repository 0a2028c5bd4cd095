import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, verifyBackup } from '../../backup/backup-manifest';
import { restoreBackup } from '../../backup/restore-backup';
import { unpackArchive } from '../../backup/tar-archive';
import { openRuntime } from '../../runtime';
import { AdminError } from '../admin-api';
import { requireString, type CliCommand } from '../command';
import { portalLocation } from '../portal-location';
import { dataDirHolder } from '../portal-secrets';

/**
 * `restore --from FILE [--force]`: a backup (backup.ts) into the data folder and database the
 * settings name, with no portal running on them. The archive's checksums are checked before
 * anything is written; a target that holds data is refused unless --force. Sessions are ended,
 * the secrets are the backup's (docs/backups.md, "Backups").
 */
const restore: CliCommand = {
  summary: 'Restore a backup into an empty data folder or database (--force replaces what is there)',
  usage: 'DATA_DIR=… [DATABASE_URL=…] npm run portal -- restore --from FILE [--force]',
  options: { from: { type: 'string' }, force: { type: 'boolean' } },
  async run({ values, config, out }) {
    const file = path.resolve(requireString(values, 'from'));
    const at = portalLocation(config, process.env);
    // Restoring writes the whole folder: only into one the operator named.
    if (!at.dataDirChosen)
      throw new AdminError('Set DATA_DIR to the data folder to restore into (and DATABASE_URL for PostgreSQL).');
    const archive = await readFile(file).catch(() => {
      throw new AdminError(`Cannot read ${file}.`);
    });
    let backup;
    try {
      backup = verifyBackup(unpackArchive(archive));
    } catch (error) {
      throw new AdminError(`${file}: ${(error as Error).message}`);
    }
    const holder = config.databaseUrl ? null : await dataDirHolder(config.dataDir);
    if (holder)
      throw new AdminError(
        `The data folder ${at.shownDataDir} is in use by process ${holder}: stop that portal before restoring into it.`,
      );
    const runtime = await openRuntime(config, () => {}, { startJobs: false });
    try {
      const report = await restoreBackup(runtime.deps, backup, { force: values.force === true });
      await writeFile(path.join(config.dataDir, 'secrets.json'), JSON.stringify(backup.secrets, null, 2), { mode: 0o600 });
      const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
      out(
        `Restored ${rows} rows in ${report.tables.length} tables and ${report.files} files from ${file} (made ${backup.manifest.createdAt}).`,
      );
      out(`Ended ${report.sessionsEnded} sessions: members and editors sign in again. secrets.json is the backup's.`);
      if (report.jobs > 0)
        out(
          `Queued again ${report.jobs} jobs not done at backup time (such as notification mails not sent yet): the portal sends them once it runs.`,
        );
    } catch (error) {
      if (error instanceof BackupError) throw new AdminError(error.message);
      throw error;
    } finally {
      await runtime.close();
    }
  },
};

export default restore;
