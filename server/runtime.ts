import path from 'node:path';
import { readConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import type { AppDeps } from './deps';
import { createMailer } from './mail/mailer';
import { loadOrCreateSecrets } from './secrets';

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Closes the database and releases the PGlite data-folder lock. */
  close: () => Promise<void>;
}

/**
 * Opens everything the portal runs on (config, database, secrets, mailer) from the environment.
 * With PGlite it first locks the data folder: PGlite admits one process, so a second one is
 * refused instead of corrupting the first one's view.
 */
export async function openRuntime(config: ServerConfig = readConfig(), log: (m: string) => void = console.log): Promise<Runtime> {
  const release = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
    const secrets = await loadOrCreateSecrets(config.dataDir);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
      log,
    });
    const close = async () => {
      await database.close();
      await release();
    };
    return { database, close, deps: { config, db: database.db, secrets, mailer, now: () => new Date() } };
  } catch (error) {
    await release();
    throw error;
  }
}
