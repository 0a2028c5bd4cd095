import type { Schemas } from '../api/types';
import { hasText, sanitizeRichText } from '../content/rich-text';
import type { Db } from '../db/client';
import { contentLinkingToPage, findPageBySlug, type PageContent, type PageRow } from '../db/console-pages.repository';
import { isLegalPage } from '../db/schema';
import { badRequest } from '../errors';

// What the server checks of a landing page beyond its contract schema (docs/console-code.md, "Pages
// and their versions"): the schema already checked every field's shape and length.

export const NO_SUCH_VERSION = 'No such version of this page.';
/** The contract's message for an empty body: also what a body with nothing allowed in it gets. */
export const EMPTY_BODY = 'Please enter the body';
export const SUMMARY_NEEDED = 'Please enter a summary of what changed';
export const ONLY_LEGAL_MATERIAL =
  'Only a legal page (terms of service, privacy statement, cookie policy, messages from the organization) can be marked as material.';
export const LEGAL_ADDRESS_FIXED =
  'The address of a legal page cannot change: registration, the footer and the consent dialog link to it.';
export const LEGAL_STAYS_PUBLISHED = 'A legal page stays published: registration and the consent dialog link to it.';
export const LEGAL_NOT_DELETED =
  'A legal page cannot be deleted: registration and the consent dialog link to it. Change its text instead.';

/** The content a save stores: the title trimmed, the body sanitised (and refused when no text is left). */
export function pageContentOf(input: { title: string; slug_url: string; location: string; body: string }): PageContent {
  const body = sanitizeRichText(input.body);
  if (!hasText(body)) throw badRequest(EMPTY_BODY, 'body');
  return { title: input.title.trim(), slugUrl: input.slug_url, location: input.location, body };
}

/** The summary of a save; a material save needs one, and only a legal page's save can be material. */
export function summaryOf(slug: string, { material, summary }: Pick<Schemas['PageInput'], 'material' | 'summary'>): string {
  const text = summary?.trim() ?? '';
  if (material && !isLegalPage(slug)) throw badRequest(ONLY_LEGAL_MATERIAL, 'material');
  if (material && text === '') throw badRequest(SUMMARY_NEEDED, 'summary');
  return text;
}

/** Whether a save changes what a version keeps (so it adds a version). */
export const contentChanged = (before: PageContent, after: PageContent) =>
  before.title !== after.title ||
  before.slugUrl !== after.slugUrl ||
  before.location !== after.location ||
  before.body !== after.body;

/**
 * Refuses what would break a link: a legal page's new address or unpublishing it, an address
 * another page has, and a new address (or a deletion, `content` null) of a page that banners
 * link to. `before` is null for a new page.
 */
export async function assertPageChange(
  db: Db,
  before: PageRow | null,
  content: PageContent | null,
  published: boolean,
): Promise<void> {
  if (before && isLegalPage(before.slugUrl)) {
    if (!content) throw badRequest(LEGAL_NOT_DELETED);
    if (content.slugUrl !== before.slugUrl) throw badRequest(LEGAL_ADDRESS_FIXED, 'slug_url');
  }
  if (content && isLegalPage(content.slugUrl) && !published) throw badRequest(LEGAL_STAYS_PUBLISHED, 'published');
  if (content && (await findPageBySlug(db, content.slugUrl, before?.id)))
    throw badRequest(`A page with the address /linkdetail/${content.slugUrl} already exists.`, 'slug_url');
  if (before && content?.slugUrl !== before.slugUrl) {
    const linking = await contentLinkingToPage(db, before.slugUrl);
    if (linking.length > 0)
      throw badRequest(
        `The page /linkdetail/${before.slugUrl} is linked from ${linking.join(', ')}. Change ${linking.length > 1 ? 'those links' : 'that link'} first.`,
        content ? 'slug_url' : undefined,
      );
  }
}
