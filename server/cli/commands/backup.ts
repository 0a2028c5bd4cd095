import { rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeBackup } from '../../backup/make-backup';
import type { ServerConfig } from '../../config';
import { openRuntime } from '../../runtime';
import { AdminError, isUnreachable } from '../admin-api';
import { requireString, type CliCommand } from '../command';
import { missingSetting, portalLocation, type PortalLocation } from '../portal-location';
import { dataDirHolder, readPortalSecrets } from '../portal-secrets';

/**
 * `backup --to FILE`: the portal's database, uploaded files (PGlite) and secrets.json in one
 * gzipped tar with a manifest and checksums (server/backup/). A running portal makes it (the only
 * way with PGlite, which admits one process); with none running, the CLI opens the database
 * itself. Either way it is one consistent snapshot, taken while members keep using the portal.
 */
const backup: CliCommand = {
  summary: 'Back up the database, uploaded files and secrets into one archive (while the portal runs)',
  usage: 'npm run portal -- backup --to FILE',
  options: { to: { type: 'string' } },
  async run({ values, config, out }) {
    const file = path.resolve(requireString(values, 'to'));
    if (await stat(file).catch(() => null)) throw new AdminError(`${file} already exists: choose a new file for each backup.`);
    const at = portalLocation(config, process.env);
    const { archive, via } = await fetchBackup(config, at);
    // The archive holds the secrets: readable by its owner only, and never seen half-written.
    await writeFile(`${file}.partial`, archive, { mode: 0o600, flag: 'wx' });
    await rename(`${file}.partial`, file);
    out(
      `Backed up the portal (${via === 'server' ? 'made by the running portal' : 'from the database'}) to ${file}, ${sizeOf(archive.length)}.`,
    );
    out('It holds the portal’s secrets.json: keep it as safe as the data folder.');
  },
};

const sizeOf = (bytes: number) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

async function fetchBackup(config: ServerConfig, at: PortalLocation): Promise<{ archive: Buffer; via: 'server' | 'local' }> {
  const secrets = await readPortalSecrets(config.dataDir);
  if (!secrets) throw new AdminError(missingSetting.noPortalAnywhere(at));
  try {
    const response = await fetch(`${at.adminUrl}/admin/api/backup`, {
      headers: { authorization: `Bearer ${secrets.adminToken}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
    if (response.status === 401) throw new AdminError(missingSetting.tokenRefused(at));
    if (!response.ok) {
      const message = ((await response.json().catch(() => ({}))) as { message?: string }).message;
      throw new AdminError(`The portal could not make the backup: ${message ?? `${response.status} ${response.statusText}`}`);
    }
    return { archive: Buffer.from(await response.arrayBuffer()), via: 'server' };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
  }
  const holder = config.databaseUrl ? null : await dataDirHolder(config.dataDir);
  if (holder) throw new AdminError(missingSetting.dataDirInUse(at, holder));
  const runtime = await openRuntime(config, () => {}, { startJobs: false });
  try {
    return { archive: (await makeBackup(runtime.deps)).archive, via: 'local' };
  } finally {
    await runtime.close();
  }
}

export default backup;
