import { defineHandler, type Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import {
  findNotificationOfMember,
  listNotificationsOfMember,
  markNotificationRead,
  type MemberNotification,
} from '../db/notifications.repository';
import { forbidden, notFound } from '../errors';
import { notifyMembers } from '../members/notify-members';
import { requireMember } from '../members/require-member';
import type { HandlerMap } from './index';

function toNotification(row: MemberNotification): Schemas['Notification'] {
  return {
    nid: String(row.nid),
    subject: row.subject,
    message: row.message,
    created: Math.floor(row.createdAt.getTime() / 1000),
    isread: row.readAt ? 'True' : 'False',
  };
}

/** listNotifications, getNotification, flagNotificationRead (members) and createNotification (admin). */
export function createNotificationHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    listNotifications: defineHandler('listNotifications', async (request) => {
      const member = requireMember(request);
      return (await listNotificationsOfMember(db, member.uid)).map(toNotification);
    }),

    // Another member's (or an unknown) nid is an empty list, exactly like a missing one.
    getNotification: defineHandler('getNotification', async (request) => {
      const member = requireMember(request);
      const row = await findNotificationOfMember(db, { uid: member.uid, nid: Number(request.params.id) });
      return row ? [toNotification(row)] : [];
    }),

    flagNotificationRead: defineHandler('flagNotificationRead', async (request, reply) => {
      const member = requireMember(request);
      const { attributes, relationships } = request.body.data;
      if (relationships.uid.data.id.toLowerCase() !== member.uuid.toLowerCase())
        throw forbidden('You can only flag your own notifications.');
      const nid = Number(attributes.entity_id);
      if (!(await markNotificationRead(db, { uid: member.uid, nid, now: deps.now() })))
        throw notFound('Could not fetch notification.');
      return reply.code(201).send({ data: { type: 'flagging--contact_message_read_status', id: `${nid}-${member.uid}` } });
    }),

    createNotification: defineHandler('createNotification', async (request, reply) => {
      const { subject, message } = request.body;
      const to = String(request.body.to);
      const { recipients, emailed } = await notifyMembers(deps, { subject, messageHtml: message, audience: to });
      return reply.code(201).send({ recipients, emailed });
    }),
  };
}
