// Starts a real SMTP receiver on localhost and the portal against a fresh data folder, for Playwright.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/content/seed-content';
import { openRuntime } from '../../server/runtime';
import { e2eDataDir, e2eInboxDir, e2ePort, e2eRoot } from './paths';
import { e2eMetricsPortFile, e2eServerLog, recordRunSecrets, serverLogStream } from './run-record';

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

// The metrics listener on a free port of its own (ops-teardown.ts scrapes it at the end of the run).
const metricsPort = await new Promise<number>((resolve, reject) => {
  const probe = createServer().once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
await writeFile(e2eMetricsPortFile, String(metricsPort));

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
  // Logged as production logs (the product's pino logger and its redaction), every request
  // (REQUEST_LOG=all), into the run's folder: ops-teardown.ts looks for every secret of the run in it.
  REQUEST_LOG: 'all',
  METRICS_PORT: String(metricsPort),
  METRICS_HOST: '127.0.0.1',
});
const log = serverLogStream();
const { deps } = await openRuntime(config, (message) => log.write(`${message}\n`));
await seedIfEmpty(deps.db, config.contentDir);
const app = await buildApp({ deps, logStream: log });
// Test support only: the secrets the run's requests and answers carry, for the log check (run-record.ts).
recordRunSecrets(app);
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e portal on ${config.publicUrl}, smtp on ${smtpPort}, metrics on ${metricsPort}, log in ${e2eServerLog}`);
