import type { Resource } from '../../api/operations/listProtectedResources';

/** Spec §6: support resources are those whose user_type list includes the member's type. */
export function supportResourcesFor(resources: readonly Resource[], userType: string | undefined): Resource[] {
  if (!userType) return [];
  return resources.filter((resource) => (resource.user_type as readonly string[]).includes(userType));
}

/** A resource's support areas: its comma-separated `support_areas`, trimmed, blanks dropped. */
export function supportAreasOf(resource: Pick<Resource, 'support_areas'> | undefined): string[] {
  return (resource?.support_areas ?? '')
    .split(',')
    .map((area) => area.trim())
    .filter(Boolean);
}
