import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { loadDemoContent } from '../content/load-content';
import { seedContent, seedIfEmpty } from '../content/seed-content';

/** Loads the demo content: into an empty database, or over the existing content with `force`. */
export async function seedDemoContent({ db, config, contentCache }: AppDeps, { force = false }: { force?: boolean } = {}) {
  if (!existsSync(path.join(config.contentDir, 'resources.yaml'))) {
    throw new HttpError(501, `No demo content in ${config.contentDir}.`);
  }
  if (!force) {
    const seeded = await seedIfEmpty(db, config.contentDir);
    if (seeded) contentCache.invalidate();
    return { seeded, message: seeded ? 'Demo content loaded.' : 'The database already has content; nothing changed.' };
  }
  await seedContent(db, await loadDemoContent(config.contentDir));
  contentCache.invalidate();
  return { seeded: true, message: 'Demo content re-imported.' };
}
