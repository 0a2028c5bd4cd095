import type { components } from '../../api/schema.gen';

/** The member's user type in words, in the console's tables and filters (approvals, members). */
export const USER_TYPE_LABELS: Record<components['schemas']['EditorApproval']['user_type'], string> = {
  '1': 'Healthcare professional',
  '2': 'Distributor',
};
