import { stat } from 'node:fs/promises';
import { mediaFilePath, MEDIA_URL_PREFIX, parseLinkPairs } from '../content/content-types';
import { findPageBySlug } from '../db/console-pages.repository';
import { findResourceWithSlug } from '../db/console-resources.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { EDITOR_MEDIA_PREFIX } from '../uploads/file-storage';

// What the server checks of console content beyond its contract schema: that the media and the
// in-app link targets it names exist. The schema already checked every field's shape and length.

/** Whether a media path names a stored file: an editor's upload or a demo file. */
async function mediaExists({ files, config }: Pick<AppDeps, 'files' | 'config'>, mediaPath: string): Promise<boolean> {
  if (mediaPath.startsWith(EDITOR_MEDIA_PREFIX))
    return (await files.get('media', mediaPath.slice(EDITOR_MEDIA_PREFIX.length))) !== null;
  if (!mediaPath.startsWith(MEDIA_URL_PREFIX)) return false;
  try {
    return (await stat(mediaFilePath(config.contentDir, mediaPath))).isFile();
  } catch {
    return false;
  }
}

/** Refuses a media path whose file does not exist, with `message` about the input property `field`. */
export async function assertMedia(
  deps: Pick<AppDeps, 'files' | 'config'>,
  mediaPath: string,
  message: string,
  field: string,
): Promise<void> {
  if (!(await mediaExists(deps, mediaPath))) throw badRequest(message, field);
}

export const MEDIA_MISSING = {
  banner: 'The banner’s picture or video is no longer stored. Please upload it again.',
  card: 'The card’s picture is no longer stored. Please upload it again.',
  wide: 'The wide picture is no longer stored. Please upload it again.',
  small: 'The small picture is no longer stored. Please upload it again.',
} as const;

/**
 * Refuses a link to an in-app page that does not exist: `/appdetail/<slug>` must be a resource
 * and `/linkdetail/<slug>` a page, published or not (as the demo content's loader checks).
 */
export async function assertLinkTargets({ db }: Pick<AppDeps, 'db'>, links: string, field: string): Promise<void> {
  for (const { url } of parseLinkPairs(links)) {
    const resource = /^\/appdetail\/([^/?#]+)$/.exec(url)?.[1];
    if (resource && !(await findResourceWithSlug(db, resource))) throw badRequest(`The link ${url} leads to no resource.`, field);
    const page = /^\/linkdetail\/([^/?#]+)$/.exec(url)?.[1];
    if (page && !(await findPageBySlug(db, page))) throw badRequest(`The link ${url} leads to no page.`, field);
  }
}
