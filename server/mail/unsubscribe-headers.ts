/** Where a notification mail's one-click unsubscribe link points (server/plugins/unsubscribe.ts). */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/mail/unsubscribe/${token}`;

/**
 * The headers of notification mail only (transactional mail carries none): RFC 8058 one-click
 * unsubscribe, which a mail client offers as a button and answers with a POST, and `Precedence:
 * bulk`, since one notification goes to many members.
 */
export function notificationMailHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    Precedence: 'bulk',
  };
}
