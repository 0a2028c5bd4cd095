import { unsubscribeToken } from '../auth/unsubscribe-token';
import type { AppDeps } from '../deps';
import { claimDelivery, recordDeliveryOutcome } from '../db/notification-deliveries.repository';
import type { DurableJob } from '../jobs/durable-jobs';
import { notificationLink, notificationMail } from '../mail/templates/notification';
import { notificationMailHeaders } from '../mail/unsubscribe-headers';

/**
 * Sends one member's email of a notification (a `notification-mail` job). A delivery already sent
 * or failed for good is skipped, and one another attempt is sending (its lease, `sending`) throws
 * for the queue to try again later, so a job that expired while its mail was in flight sends
 * nothing twice (issue 40), nor does a job run twice because its first process died, unless that
 * process died between the mail server's acceptance and the row's update. The
 * Message-ID is fixed per notification and member, so even then mail clients see one message.
 * An error is recorded and thrown, for the queue to retry; on the last attempt the delivery counts
 * as failed (when an email is tried again, and how often: jobs/retry-policy.ts).
 */
export async function deliverNotificationMail(
  { db, mailer, config, now, secrets }: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'secrets'>,
  { data: { nid, uid }, isLastAttempt }: DurableJob<'notification-mail'>,
): Promise<void> {
  // The lease lasts as long as a job may run: an attempt still sending after that is taken to have
  // died with its process, as the queue takes its job to be.
  const leaseMs = config.jobs.expireSeconds * 1000;
  const delivery = await claimDelivery(db, { nid, uid, at: now(), leaseMs });
  if (!delivery) return;
  try {
    await mailer.send({
      ...notificationMail({
        to: delivery.mail,
        firstName: delivery.firstName,
        subject: delivery.subject,
        messageHtml: delivery.message,
        link: notificationLink(config.publicUrl, nid),
        productName: config.productName,
      }),
      messageId: `<notification-${nid}-${uid}@${new URL(config.publicUrl).hostname}>`,
      headers: notificationMailHeaders(config.publicUrl, unsubscribeToken(secrets.invitationKey, uid)),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordDeliveryOutcome(db, { nid, uid, at: now(), error: message.slice(0, 500), final: isLastAttempt });
    throw error;
  }
  await recordDeliveryOutcome(db, { nid, uid, at: now() });
}
