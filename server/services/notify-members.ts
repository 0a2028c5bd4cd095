import type { AppDeps } from '../deps';
import { findAudienceMembers, insertNotification, type Audience } from '../db/notifications.repository';
import { notFound } from '../errors';
import { notificationLink, notificationMail } from '../mail/templates/notification';

interface NotifyInput {
  subject: string;
  /** HTML body; sanitised by the SPA when rendered, reduced to text in the mail. */
  messageHtml: string;
  /** 'all', 'professionals', 'distributors', one member's email, or an already parsed Audience. */
  audience: Audience | string;
}

interface NotifyResult {
  nid: number;
  /** Members the notification was created for. */
  recipients: number;
  /** Of those, members who were emailed (email_notification not false). */
  emailed: number;
  /** Emails the mailer failed to send (the notification itself exists for them). */
  failed: number;
}

/** Turns the CLI/admin `to` value into an Audience. */
function parseAudience(to: string): Audience {
  if (to === 'all' || to === 'professionals' || to === 'distributors') return to;
  return { email: to };
}

/**
 * Creates a notification for every active member of the audience (unread for each) and emails
 * those whose email_notification is not false (null, never set, counts as on). Used by the admin
 * API (createNotification, `npm run portal -- notify`) and by other flows (e.g. subscription
 * approval). One member by email who does not exist (or is not active) is a 404.
 */
export async function notifyMembers(
  { db, mailer, config, now }: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  { subject, messageHtml, audience }: NotifyInput,
): Promise<NotifyResult> {
  const target = typeof audience === 'string' ? parseAudience(audience) : audience;
  const members = await findAudienceMembers(db, target);
  if (typeof target === 'object' && members.length === 0) throw notFound(`No active member has the email ${target.email}.`);
  const nid = await insertNotification(db, {
    subject,
    message: messageHtml,
    audience: typeof target === 'string' ? target : target.email.toLowerCase(),
    uids: members.map((m) => m.uid),
    now: now(),
  });
  const link = notificationLink(config.publicUrl, nid);
  let emailed = 0;
  let failed = 0;
  for (const member of members) {
    if (member.emailNotification === false) continue;
    try {
      await mailer.send(
        notificationMail({
          to: member.mail,
          firstName: member.firstName,
          subject,
          messageHtml,
          link,
          productName: config.productName,
        }),
      );
      emailed += 1;
    } catch {
      // One bad address must not stop the others; the member still sees the notification in the portal.
      failed += 1;
    }
  }
  return { nid, recipients: members.length, emailed, failed };
}
