import type { EditorNotification } from '../../api/operations/listEditorNotifications';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The line above the list once a notification is sent or scheduled, in singular or plural. */
export function composeOutcomeMessage(created: Pick<EditorNotification, 'status' | 'subject' | 'recipients' | 'queued'>): string {
  const emails = count(created.queued, 'email', 'emails');
  const members = count(created.recipients, 'member', 'members');
  return created.status === 'scheduled'
    ? `Scheduled "${created.subject}" for ${members} (${emails} to send then).`
    : `Sent "${created.subject}" to ${members}; ${emails} queued.`;
}
