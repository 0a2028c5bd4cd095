import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import { findAudienceMembers } from '../db/notifications.repository';
import { hasText, sanitizeRichText } from '../content/rich-text';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { editorActor } from './console-change';
import { toEditorNotification } from './list-editor-notifications';
import { audienceOf } from './notification-audience';
import { audienceLabel, notifyMembers } from './notify-members';

const ENTER_MESSAGE = 'Please enter message';
const PAST_TIME = 'This time has passed. Choose a later time, or send now.';
const TOO_FAR = 'Schedule it at most a year ahead.';
/** A send time this close to now (or a little past it, a slow form) simply sends now. */
const GRACE_MS = 60_000;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** The console's Compose (docs/console-code.md, "Notifications"): rules checked, body sanitised, then notifyMembers. */
export async function composeNotification(
  deps: Pick<AppDeps, 'db' | 'durableJobs' | 'now'>,
  editor: SessionEditor,
  input: Schemas['NotificationCompose'],
): Promise<Schemas['EditorNotification']> {
  const message = sanitizeRichText(input.message);
  if (!hasText(message)) throw badRequest(ENTER_MESSAGE);
  const audience = await audienceOf(deps.db, input.audience);
  const now = deps.now();
  let sendAt: Date | undefined;
  if (input.send_at !== undefined && input.send_at !== null) {
    sendAt = new Date(input.send_at * 1000);
    if (sendAt.getTime() < now.getTime() - GRACE_MS) throw badRequest(PAST_TIME);
    if (sendAt.getTime() > now.getTime() + YEAR_MS) throw badRequest(TOO_FAR);
  }
  const subject = input.subject.trim();
  const result = await notifyMembers(deps, { subject, messageHtml: message, audience, sendAt, actor: editorActor(editor) });
  return toEditorNotification(
    {
      nid: result.nid,
      subject,
      message,
      audience: audienceLabel(audience),
      createdBy: editor.mail,
      createdAt: now,
      sendAt: result.sendAt,
      recipients: result.recipients,
    },
    { queued: result.emailed, sent: 0, failed: 0 },
    // After the send time that notifyMembers fixed: sent now is not "scheduled".
    deps.now(),
  );
}

/** The preview's numbers: who the audience reaches, who would be emailed, and listed emails nobody has. */
export async function countNotificationAudience(
  { db }: Pick<AppDeps, 'db'>,
  input: Schemas['NotificationAudience'],
): Promise<Schemas['NotificationAudienceSize']> {
  const audience = await audienceOf(db, input);
  const members = await findAudienceMembers(db, audience);
  const found = new Set(members.map((member) => member.mail.toLowerCase()));
  const unknown = typeof audience === 'object' && 'emails' in audience ? audience.emails.filter((e) => !found.has(e)) : [];
  return {
    recipients: members.length,
    emailed: members.filter((member) => member.emailNotification !== false).length,
    unknown,
  };
}
