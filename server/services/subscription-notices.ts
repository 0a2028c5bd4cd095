import { escapeHtml } from '../escape-html';

// What a member is told when an editor decides their request for a resource (notification and
// email alike, through notifyMembers). The editor's reason, if any, is quoted as plain text.

interface Notice {
  subject: string;
  messageHtml: string;
}

const reasonHtml = (label: string, reason: string | undefined) =>
  reason ? `<p>${label}: ${escapeHtml(reason).replace(/\n/g, '<br>')}</p>` : '';

/** An approved request: the resource now opens from My Resources. */
export function approvalNotice(title: string, reason?: string): Notice {
  return {
    subject: `Access approved: ${title}`,
    messageHtml:
      `<p>Your request for <strong>${escapeHtml(title)}</strong> has been approved. You can now open it from My Resources.</p>` +
      reasonHtml('Note from the editor', reason),
  };
}

/** A rejected request: it is removed, so the member may ask again. */
export function rejectionNotice(title: string, reason?: string): Notice {
  return {
    subject: `Access not approved: ${title}`,
    messageHtml:
      `<p>Your request for <strong>${escapeHtml(title)}</strong> was not approved.</p>` +
      reasonHtml('Reason', reason) +
      '<p>You may ask for it again from the resource’s page.</p>',
  };
}
