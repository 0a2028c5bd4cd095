import type { Schemas } from '../api/types';
import type { ResourceRow } from '../db/resources.repository';

/** A resource row as the contract's Resource; `approved` is the caller's subscription state (0 for guests). */
export function toResourceDto(row: ResourceRow, approved: 0 | 1 = 0): Schemas['Resource'] {
  return {
    nid: String(row.nid),
    title: row.title,
    summary: row.summary,
    description: row.description,
    icon: row.icon,
    media_assets: row.mediaAssets,
    url_type: row.urlType,
    related_resource_tags: row.relatedResourceTags,
    enable_visit: row.enableVisit ? 'True' : 'False',
    web_app_url: row.webAppUrl,
    mobile_app_url: row.mobileAppUrl,
    popup_consent: row.popupConsent,
    slug_url: `/${row.slugUrl}`,
    user_type: row.userType as ('1' | '2')[],
    required_approval: row.requiredApproval ? 1 : 0,
    approved,
    support_areas: row.supportAreas,
  };
}
