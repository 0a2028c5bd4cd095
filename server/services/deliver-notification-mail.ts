import type { AppDeps } from '../deps';
import { claimDelivery, recordDeliveryOutcome } from '../db/notification-deliveries.repository';
import type { DurableJob } from '../jobs/durable-jobs';
import { notificationLink, notificationMail } from '../mail/templates/notification';

/**
 * Sends one member's email of a notification (a `notification-mail` job). A delivery already sent
 * or failed for good is skipped, so a job run twice (its first process died) sends nothing twice
 * unless that process died between the mail server's acceptance and the row's update. The
 * Message-ID is fixed per notification and member, so even then mail clients see one message.
 * An error is recorded and thrown, for the queue to retry; on the last attempt the delivery counts
 * as failed (when an email is tried again, and how often: jobs/retry-policy.ts).
 */
export async function deliverNotificationMail(
  { db, mailer, config, now }: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  { data: { nid, uid }, isLastAttempt }: DurableJob<'notification-mail'>,
): Promise<void> {
  const delivery = await claimDelivery(db, { nid, uid, at: now() });
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
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordDeliveryOutcome(db, { nid, uid, at: now(), error: message.slice(0, 500), final: isLastAttempt });
    throw error;
  }
  await recordDeliveryOutcome(db, { nid, uid, at: now() });
}
