import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { publishedContentChanged } from '../content/content-changes';
import { loadDemoContent } from '../content/load-content';
import { seedContent, seedIfEmpty } from '../content/seed-content';
import { listConsoleEdits, type ConsoleContentType } from '../db/console-content.repository';
import { CONSOLE_CONTENT_TYPES } from '../db/schema';

/** How the seed's answer names each kind of content the console changed. */
const KEPT_LABELS: Record<ConsoleContentType, string> = {
  guest_banners: 'guest banners',
  member_banners: 'member banners',
  cards: 'quick-link cards',
  mid_banners: 'mid banners',
  tags: 'search tags',
  resources: 'resources',
  professions: 'professions and specialities',
  need_help: 'the need-help list',
  pages: 'pages',
};

interface SeedRequest {
  /** Re-import into a database that already has content (else only an empty one is seeded). */
  force?: boolean;
  /** Also replace what editors changed in the console (`seed --force`). */
  overwriteConsoleEdits?: boolean;
}

/**
 * Loads the demo content: into an empty database, or over the existing content with `force`.
 * Content changed in the editor console is kept unless `overwriteConsoleEdits` (docs/console-code.md).
 * When it loaded anything, it calls `publishedContentChanged` once the seed's transaction has committed.
 */
export async function seedDemoContent(
  { db, config, contentCache }: Pick<AppDeps, 'db' | 'config' | 'contentCache'>,
  { force = false, overwriteConsoleEdits = false }: SeedRequest = {},
) {
  if (!existsSync(path.join(config.contentDir, 'resources.yaml'))) {
    throw new HttpError(501, `No demo content in ${config.contentDir}.`);
  }
  if (!force && !overwriteConsoleEdits) {
    const seeded = await seedIfEmpty(db, config.contentDir);
    if (seeded) publishedContentChanged({ contentCache });
    return { seeded, kept: [], message: seeded ? 'Demo content loaded.' : 'The database already has content; nothing changed.' };
  }
  const content = await loadDemoContent(config.contentDir);
  const edited = overwriteConsoleEdits ? [] : await listConsoleEdits(db);
  const kept = CONSOLE_CONTENT_TYPES.filter((type) => edited.includes(type));
  await seedContent(db, content, overwriteConsoleEdits ? {} : { keep: kept });
  publishedContentChanged({ contentCache });
  if (kept.length === 0) {
    return {
      seeded: true,
      kept,
      message: overwriteConsoleEdits ? 'Demo content re-imported, console changes included.' : 'Demo content re-imported.',
    };
  }
  const labels = kept.map((type) => KEPT_LABELS[type]).join(', ');
  return {
    seeded: true,
    kept,
    message: `Demo content re-imported, except what editors changed in the console: ${labels}. Use seed --force to replace those too.`,
  };
}
