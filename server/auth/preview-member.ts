import type { SessionMember } from '../db/sessions.repository';
import { PREVIEW_MEMBER_UID, type PreviewAudience } from '../preview-scope';

/**
 * The stand-in member of an editor's preview: the audience's user type, no account, no session,
 * so every member call answers what a new member of that type would see (nothing of their own).
 */
export function previewMember(audience: Exclude<PreviewAudience, 'guest'>): SessionMember {
  const professional = audience === 'professional';
  return {
    sessionId: 0,
    uid: PREVIEW_MEMBER_UID,
    uuid: '00000000-0000-4000-8000-000000000000',
    mail: `preview.${audience}@invalid`,
    userType: professional ? '1' : '2',
    firstName: 'Preview',
    lastName: professional ? 'Professional' : 'Distributor',
    picturePath: '',
  };
}
