import type { Schemas } from '../api/types';
import { hasText, sanitizeRichText } from '../content/rich-text';
import { unknownTags } from '../db/console-resources.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { assertMedia } from './content-checks';

// What the server checks of a resource beyond its contract schema, which already checked every
// field's shape and length: rules between fields, and that what it names exists.

export const RESOURCE_RULES = {
  description: 'Please enter the description',
  popupConsent: 'Please enter the thank-you text shown after adding the resource',
  visitNeedsWebApp: 'The Visit button needs the web app type (2) and the web app’s address.',
  webAppUrl: 'Please enter the web app’s address (https://…), or untick the web app type.',
  mobileAppUrl: 'Please enter the mobile app’s address (https://…), or untick the mobile app type.',
  icon: 'The icon is no longer stored. Please upload it again.',
  media: (path: string) => `The gallery item ${path} is no longer stored. Please upload it again.`,
  slugTaken: (slug: string, title: string) =>
    `The address /appdetail/${slug} is already used by “${title}”. Please choose another.`,
  unknownTags: (tids: number[]) => `No tag has the id ${tids.join(', ')}. Please choose the related tags from the list.`,
  duplicateArea: (area: string) => `The support area “${area}” is listed twice.`,
} as const;

/** Refuses an input whose fields disagree or name missing things, naming the field. */
export async function checkResource(deps: Pick<AppDeps, 'db' | 'files' | 'config'>, input: Schemas['ResourceInput']) {
  if (!hasText(sanitizeRichText(input.description))) throw badRequest(RESOURCE_RULES.description, 'description');
  if (!hasText(sanitizeRichText(input.popup_consent))) throw badRequest(RESOURCE_RULES.popupConsent, 'popup_consent');
  if (input.url_type.includes(2) && input.web_app_url === '') throw badRequest(RESOURCE_RULES.webAppUrl, 'web_app_url');
  if (input.url_type.includes(1) && input.mobile_app_url === '') throw badRequest(RESOURCE_RULES.mobileAppUrl, 'mobile_app_url');
  if (input.enable_visit && (!input.url_type.includes(2) || input.web_app_url === ''))
    throw badRequest(RESOURCE_RULES.visitNeedsWebApp, 'enable_visit');
  const areas = input.support_areas.map((area) => area.trim().toLowerCase());
  const twice = areas.find((area, index) => areas.indexOf(area) !== index);
  if (twice !== undefined)
    throw badRequest(RESOURCE_RULES.duplicateArea(input.support_areas[areas.lastIndexOf(twice)]!.trim()), 'support_areas');

  const missingTags = await unknownTags(deps.db, input.related_tags.map(Number));
  if (missingTags.length > 0) throw badRequest(RESOURCE_RULES.unknownTags(missingTags), 'related_tags');
  await assertMedia(deps, input.icon, RESOURCE_RULES.icon, 'icon');
  for (const path of input.media) await assertMedia(deps, path, RESOURCE_RULES.media(path), 'media');
}
