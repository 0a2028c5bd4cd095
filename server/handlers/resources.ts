import type { Handlers, Schemas } from '../api/types';
import { requireMember } from '../auth/require-member';
import { listResourceManagers } from '../db/content.repository';
import { findResourceBySlug, listResourcesFor, listResourcesTagged, type ResourceRow } from '../db/resources.repository';
import { subscriptionStatusesOf } from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { variantSrcSet } from '../uploads/image-variants';

/** A resource row as the contract's Resource; `approved` is the caller's subscription state (0 for guests). */
function toResource(row: ResourceRow, approved: 0 | 1 = 0): Schemas['Resource'] {
  return {
    nid: String(row.nid),
    title: row.title,
    summary: row.summary,
    description: row.description,
    icon: row.icon,
    media_assets: row.mediaAssets,
    media_srcsets: row.mediaAssets === '' ? [] : row.mediaAssets.split(',').map((path) => variantSrcSet(path.trim())),
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

const parseTids = (value: string) => value.split(',').map((part) => Number(part.trim()));
const slugOf = (alias: string) => alias.replace(/^\//, '');

/**
 * The resources tag: the public list, detail and related lists (guests), and the protected list
 * and detail, whose `approved` comes from the signed-in member's subscriptions.
 */
export function createResourceHandlers({ db }: AppDeps) {
  return {
    listResources: async () => (await listResourcesFor(db)).map((row) => toResource(row)),
    getResourceDetail: async (request) => {
      const alias = request.query.alias;
      const row = await findResourceBySlug(db, slugOf(alias));
      if (!row) throw notFound(`No resource found at ${alias}.`);
      return [toResource(row)];
    },
    listResourcesByTags: async (request) =>
      (await listResourcesTagged(db, parseTids(request.params.related_resource_tags))).map((row) => toResource(row)),
    listRelatedResources: async (request) =>
      (await listResourcesTagged(db, [Number(request.params.id)])).map((row) => toResource(row)),
    listNeedHelpResources: async () => (await listResourceManagers(db)).map((row) => ({ tid: String(row.tid), name: row.name })),

    // The contract returns every user type here; the SPA narrows it to the addable ones.
    listProtectedResources: async (request) => {
      const member = requireMember(request);
      const [rows, statuses] = await Promise.all([listResourcesFor(db), subscriptionStatusesOf(db, member.uid)]);
      return rows.map((row) => toResource(row, statuses.get(row.nid) === 'approved' ? 1 : 0));
    },
    getProtectedResourceDetail: async (request) => {
      const member = requireMember(request);
      const row = await findResourceBySlug(db, slugOf(request.query.alias));
      // Empty, not 404 or 403: the SPA sends the member home, and nothing tells hidden from missing.
      if (!row || !row.userType.includes(member.userType)) return [];
      const statuses = await subscriptionStatusesOf(db, member.uid);
      return [toResource(row, statuses.get(row.nid) === 'approved' ? 1 : 0)];
    },
  } satisfies Partial<Handlers>;
}
