import type { AppDeps } from '../deps';
import { insertDeliveries } from '../db/notification-deliveries.repository';
import { findAudienceMembers, insertNotification, type Audience } from '../db/notifications.repository';
import { notFound } from '../errors';
import { recordAudit, type AuditActor } from './record-audit';

export interface NotifyInput {
  subject: string;
  /** HTML body: sanitised before it is stored by the console, rendered sanitised by the SPA, reduced to text in the mail. */
  messageHtml: string;
  /** 'all', 'professionals', 'distributors', one member's email, or an already parsed Audience. */
  audience: Audience | string;
  /** When members see it and the emails go out; now when absent or past. */
  sendAt?: Date;
  /** Who composed it; the audit log records console and CLI notifications (automatic notices have none). */
  actor?: AuditActor;
}

export interface NotifyResult {
  nid: number;
  /** Members the notification was created for. */
  recipients: number;
  /** Of those, members whose email is queued (email_notification not false). */
  emailed: number;
  sendAt: Date;
}

/** Turns the CLI/admin `to` value into an Audience. */
function parseAudience(to: string): Audience {
  if (to === 'all' || to === 'professionals' || to === 'distributors') return to;
  return { emails: [to] };
}

/** How the audience reads in the console's list (`emails:` keeps the addresses, lower-cased). */
export function audienceLabel(audience: Audience): string {
  if (typeof audience === 'string') return audience;
  if ('specialityTid' in audience) return `speciality:${audience.specialityTid}`;
  return `emails:${audience.emails.map((email) => email.toLowerCase()).join(',')}`;
}

/**
 * Creates a notification for every active member of the audience (unread for each) and queues an
 * email for those whose email_notification is not false (null, never set, counts as on), all in
 * one short transaction: the notification, its recipients, its delivery rows and the queue's jobs
 * commit together, so a crash loses nothing and sends nothing twice. The job queue's workers send
 * the emails (server/services/deliver-notification-mail.ts), from any process, retrying failures
 * (server/jobs/retry-policy.ts).
 * Used by the console, the admin API (`npm run portal -- notify`) and automatic notices
 * (subscription decisions). Listed emails that are not active members are a 404 naming them.
 */
export async function notifyMembers(
  { db, durableJobs, now }: Pick<AppDeps, 'db' | 'durableJobs' | 'now'>,
  { subject, messageHtml, audience, sendAt: requestedSendAt, actor }: NotifyInput,
): Promise<NotifyResult> {
  const target = typeof audience === 'string' ? parseAudience(audience) : audience;
  const members = await findAudienceMembers(db, target);
  if (typeof target === 'object' && 'emails' in target) {
    const found = new Set(members.map((member) => member.mail.toLowerCase()));
    const missing = target.emails.filter((email) => !found.has(email.toLowerCase()));
    if (missing.length === 1) throw notFound(`No active member has the email ${missing[0]}.`);
    if (missing.length > 1) throw notFound(`No active member has these emails: ${missing.join(', ')}.`);
  }
  const at = now();
  const sendAt = requestedSendAt && requestedSendAt > at ? requestedSendAt : at;
  const emailed = members.filter((member) => member.emailNotification !== false).map((member) => member.uid);
  const nid = await db.transaction(async (tx) => {
    const id = await insertNotification(tx, {
      subject,
      message: messageHtml,
      audience: audienceLabel(target),
      uids: members.map((member) => member.uid),
      now: at,
      sendAt,
      createdBy: actor?.kind === 'editor' ? actor.mail : null,
    });
    await insertDeliveries(tx, id, emailed);
    await durableJobs.addIn(
      tx,
      emailed.map((uid) => ({
        name: 'notification-mail' as const,
        data: { nid: id, uid },
        startAfterSeconds: (sendAt.getTime() - at.getTime()) / 1000,
      })),
    );
    if (actor)
      await recordAudit(tx, {
        actor,
        action: 'create',
        entityType: 'notification',
        entityId: id,
        before: null,
        after: { subject, audience: audienceLabel(target), sendAt: sendAt.toISOString(), recipients: members.length },
        at,
      });
    return id;
  });
  durableJobs.wake();
  return { nid, recipients: members.length, emailed: emailed.length, sendAt };
}
