import type { Resource } from '../../api/operations/listProtectedResources';
import type { SubscribedResource } from '../../api/operations/listSubscribedResources';

/** Spec §6: addable, related and support resources are those whose user_type includes the member's type. */
export function isOpenTo(resource: Pick<Resource, 'user_type'>, userType: string | null | undefined): boolean {
  return userType != null && (resource.user_type as string[]).includes(userType);
}

/** Guests see every resource; members only those open to their type. */
export function visibleTo<T extends Pick<Resource, 'user_type'>>(resources: T[], userType: string | null | undefined): T[] {
  return userType == null ? resources : resources.filter((resource) => isOpenTo(resource, userType));
}

/** Spec §2/§9: Visit shows only when enable_visit is the string 'True' and url_type includes 2. */
export function canVisit(resource: Pick<Resource, 'enable_visit' | 'url_type'>): boolean {
  return resource.enable_visit === 'True' && resource.url_type.includes(2);
}

/** What a resource awaiting a manager's approval says (spec §4 tooltip and button). */
export const PENDING_APPROVAL = 'Pending Approval';

/** Spec §4: required_approval 1 and approved not 1. */
export function isPendingApproval(item: Pick<SubscribedResource, 'required_approval' | 'approved'>): boolean {
  return item.required_approval === 1 && item.approved !== 1;
}

/** Spec §4: a subscribed resource opens web_app_url, or else mobile_app_url; null when it has neither. */
export function launchUrlOf(item: Pick<SubscribedResource, 'web_app_url' | 'mobile_app_url'>): string | null {
  return item.web_app_url || item.mobile_app_url || null;
}

export type GalleryMedia = {
  kind: 'image' | 'video';
  path: string;
  /** A picture's WebP variants (`media_srcsets`), when the server offers them. */
  srcSet?: string;
};

/**
 * Spec §9: the gallery recognises png, jpg and mp4; anything else in media_assets is skipped.
 * `srcSets` (the resource's `media_srcsets`) holds one entry per path, in order.
 */
export function galleryMediaOf(mediaAssets: string, srcSets: readonly (string | null)[] = []): GalleryMedia[] {
  return mediaAssets
    .split(',')
    .map((path) => path.trim())
    .flatMap((path, index): GalleryMedia[] => {
      const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase();
      const srcSet = srcSets[index];
      if (extension === 'png' || extension === 'jpg') return [srcSet ? { kind: 'image', path, srcSet } : { kind: 'image', path }];
      if (extension === 'mp4') return [{ kind: 'video', path }];
      return [];
    });
}
