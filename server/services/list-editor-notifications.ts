import type { Schemas } from '../api/types';
import { deliveryProgress, type DeliveryProgress } from '../db/notification-deliveries.repository';
import { listNotificationRows, type NotificationRow } from '../db/notifications.repository';
import type { AppDeps } from '../deps';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A notification as the console lists it: scheduled before its time, sending while emails are queued, then sent. */
export function toEditorNotification(row: NotificationRow, progress: DeliveryProgress, now: Date): Schemas['EditorNotification'] {
  const status = row.sendAt > now ? 'scheduled' : progress.queued > 0 ? 'sending' : 'sent';
  return {
    nid: String(row.nid),
    subject: row.subject,
    message: row.message,
    audience: row.audience,
    created_by: row.createdBy,
    created: unix(row.createdAt),
    send_at: unix(row.sendAt),
    status,
    recipients: row.recipients,
    ...progress,
  };
}

/** One page of notifications, newest first, each with its emails queued, sent and failed. */
export async function listEditorNotifications(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  query: { page?: number; limit?: number },
): Promise<Schemas['EditorNotificationPage']> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  const { rows, total } = await listNotificationRows(db, { limit, offset: (page - 1) * limit });
  const progress = await deliveryProgress(
    db,
    rows.map((row) => row.nid),
  );
  const at = now();
  return { items: rows.map((row) => toEditorNotification(row, progress.get(row.nid)!, at)), total, page, limit };
}
