import type { Handlers, Schemas } from '../api/types';
import { requireMember } from '../auth/require-member';
import {
  findNotificationOfMember,
  listNotificationsOfMember,
  markNotificationRead,
  type MemberNotification,
} from '../db/notifications.repository';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../errors';

function toNotification(row: MemberNotification): Schemas['Notification'] {
  return {
    nid: String(row.nid),
    subject: row.subject,
    message: row.message,
    created: Math.floor(row.createdAt.getTime() / 1000),
    isread: row.readAt ? 'True' : 'False',
  };
}

/** The members tag, notifications: the signed-in member's list, one notification, the read flag. */
export function createNotificationHandlers({ db, now }: AppDeps) {
  return {
    listNotifications: async (request) => {
      const member = requireMember(request);
      return (await listNotificationsOfMember(db, { uid: member.uid, now: now() })).map(toNotification);
    },
    // Another member's (or an unknown) nid is an empty list, exactly like a missing one.
    getNotification: async (request) => {
      const member = requireMember(request);
      const row = await findNotificationOfMember(db, { uid: member.uid, nid: Number(request.params.id), now: now() });
      return row ? [toNotification(row)] : [];
    },
    flagNotificationRead: async (request, reply) => {
      const member = requireMember(request);
      const { attributes, relationships } = request.body.data;
      // The JSON:API document names the member by uuid, not uid, so the owner rule reads it here.
      if (relationships.uid.data.id.toLowerCase() !== member.uuid.toLowerCase())
        throw forbidden('You can only flag your own notifications.');
      const nid = Number(attributes.entity_id);
      if (!(await markNotificationRead(db, { uid: member.uid, nid, now: now() })))
        throw notFound('Could not fetch notification.');
      return reply.code(201).send({ data: { type: 'flagging--contact_message_read_status', id: `${nid}-${member.uid}` } });
    },
  } satisfies Partial<Handlers>;
}
