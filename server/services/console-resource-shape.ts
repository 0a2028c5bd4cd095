import type { Schemas } from '../api/types';
import { sanitizeRichText } from '../content/rich-text';
import type { ResourceValues } from '../db/console-resources.repository';
import type { ResourceRow } from '../db/resources.repository';

// A resource as the console edits it: lists where the table keeps comma-separated text (the
// public contract's shape, spec §3), booleans where it keeps 'True'/0/1 for the old clients.

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const toEditorResource = (row: ResourceRow): Schemas['EditorResource'] => ({
  nid: String(row.nid),
  title: row.title,
  slug_url: row.slugUrl,
  summary: row.summary,
  description: row.description,
  icon: row.icon,
  media: listOf(row.mediaAssets),
  url_type: row.urlType.filter((type): type is 1 | 2 => type === 1 || type === 2),
  related_tags: listOf(row.relatedResourceTags),
  enable_visit: row.enableVisit,
  web_app_url: row.webAppUrl,
  mobile_app_url: row.mobileAppUrl,
  popup_consent: row.popupConsent,
  user_type: row.userType.filter((type): type is '1' | '2' => type === '1' || type === '2'),
  required_approval: row.requiredApproval,
  support_areas: listOf(row.supportAreas),
  published: row.published,
});

/** The row's values for a console input: trimmed, HTML sanitised, lists joined as the table keeps them. */
export const resourceValuesOf = (input: Schemas['ResourceInput']): ResourceValues => ({
  title: input.title.trim(),
  slugUrl: input.slug_url,
  summary: input.summary.trim(),
  description: sanitizeRichText(input.description),
  icon: input.icon,
  mediaAssets: input.media.join(','),
  urlType: [...input.url_type].sort(),
  relatedResourceTags: input.related_tags.join(','),
  enableVisit: input.enable_visit,
  webAppUrl: input.web_app_url,
  mobileAppUrl: input.mobile_app_url,
  popupConsent: sanitizeRichText(input.popup_consent),
  userType: [...input.user_type].sort(),
  requiredApproval: input.required_approval,
  supportAreas: input.support_areas.map((area) => area.trim()).join(', '),
  published: input.published,
});
