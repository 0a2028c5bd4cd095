import path from 'node:path';

/** Everything the server reads from the environment (ARCHITECTURE.md §3), resolved once. */
export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** postgres://… or undefined for embedded PGlite in `$DATA_DIR/db`. */
  databaseUrl: string | undefined;
  /** smtp://host:port or undefined for the `$DATA_DIR/mail` outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  hcaptcha: { siteKey: string; secret: string } | undefined;
  productName: string;
  /** Base URL the SPA calls; empty means "same origin". */
  apiBaseUrl: string;
  /** Where the built SPA lives. */
  distDir: string;
  /** Demo content folder (YAML + media). */
  contentDir: string;
  /** Scales every flood-control limit (FLOOD_LIMIT_MULTIPLIER, default 1): a shared test or staging host may need more. */
  floodLimitMultiplier: number;
}

export const repoRoot = path.resolve(import.meta.dirname, '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const hasCaptcha = Boolean(env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'The Source <no-reply@the-source.example>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@the-source.example',
    hcaptcha: hasCaptcha ? { siteKey: env.HCAPTCHA_SITEKEY!, secret: env.HCAPTCHA_SECRET! } : undefined,
    productName: env.PRODUCT_NAME ?? 'Lumira',
    apiBaseUrl: env.API_BASE_URL ?? '',
    distDir: path.resolve(env.DIST_DIR ?? path.join(repoRoot, 'dist')),
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(repoRoot, 'content')),
    floodLimitMultiplier: Math.max(1, Number(env.FLOOD_LIMIT_MULTIPLIER ?? 1) || 1),
  };
}

/** Public uploads (profile pictures), served at /files/uploads/. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
