// Starts a real SMTP receiver on localhost and the portal against a fresh data folder, for Playwright.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/content/seed-content';
import { openRuntime } from '../../server/runtime';
import { e2eDataDir, e2eInboxDir, e2ePort, e2eRoot } from './paths';

const port = e2ePort;
await rm(e2eRoot, { recursive: true, force: true });
await mkdir(e2eInboxDir, { recursive: true });

let counter = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const file = path.join(e2eInboxDir, `${String(++counter).padStart(4, '0')}-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
      writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as { port: number }).port;

const config = readConfig({
  ...process.env,
  PORT: String(port),
  DATA_DIR: e2eDataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  DATABASE_URL: '',
  HCAPTCHA_SITEKEY: '',
  SUPPORT_EMAIL: 'support-inbox@the-source.example',
  // Every e2e member registers from 127.0.0.1; the limits stay on, scaled for one busy test host.
  FLOOD_LIMIT_MULTIPLIER: '20',
});
const { deps } = await openRuntime(config, () => {});
await seedIfEmpty(deps.db, config.contentDir);
const app = await buildApp({ deps });
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e portal on ${config.publicUrl}, smtp on ${smtpPort}`);
