import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets generated on first start and kept in `$DATA_DIR/secrets.json` (mode 600). */
export interface Secrets {
  /** HS256 key for distributor invitation JWTs (base64url). */
  invitationKey: string;
  /** Bearer token of the admin API used by `npm run portal -- …`. */
  adminToken: string;
}

function secretsPath(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = secretsPath(dataDir);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch {
    const secrets: Secrets = {
      invitationKey: randomBytes(32).toString('base64url'),
      adminToken: randomBytes(32).toString('base64url'),
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}
