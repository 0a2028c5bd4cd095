import path from 'node:path';
import { readConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { createMailer } from './mail/mailer';
import { loadOrCreateSecrets } from './secrets';

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
}

/** Opens everything the portal runs on (config, database, secrets, mailer) from the environment. */
export async function openRuntime(config: ServerConfig = readConfig(), log: (m: string) => void = console.log): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'mail'),
    log,
  });
  return { database, deps: { config, db: database.db, secrets, mailer, now: () => new Date() } };
}
