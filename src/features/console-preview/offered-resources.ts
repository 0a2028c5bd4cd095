import type { EditorResource } from '../../api/operations/listEditorResources';
import type { PreviewAudience } from '../../api/preview-client';

const USER_TYPE: Record<Exclude<PreviewAudience, 'guest'>, '1' | '2'> = { professional: '1', distributor: '2' };

/**
 * The resources a member of the audience is offered to add once the drafts are published (the
 * server's rule: the resource's user types include the member's); none for a guest, who must
 * register to add one.
 */
export function offeredResources(resources: EditorResource[], audience: PreviewAudience): EditorResource[] {
  if (audience === 'guest') return [];
  return resources.filter((resource) => resource.user_type.includes(USER_TYPE[audience]));
}
