import type { Schemas } from '../api/types';
import { assertCaptcha } from '../auth/captcha';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { findContactMessage, insertContactMessage, type ContactMessageRow } from '../db/contact-messages.repository';
import { isForeignKeyViolation } from '../db/constraint-errors';
import { isAnonymisedMessage } from '../db/member-data.repository';
import type { SessionMember } from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import { badRequest, unauthorized } from '../errors';
import type { DurableJob } from '../jobs/durable-jobs';
import { contactMessageMail } from '../mail/templates/contact-message';
import { attachmentFileName } from '../uploads/attachment-name';
import { checkAttachment } from '../uploads/check-upload';
import { UPLOAD_REFUSED } from '../uploads/data-url';
import { fileExtensionOf, kindAccepts } from '../uploads/file-storage';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'files' | 'durableJobs'>;

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

interface HelpMessageInput {
  name: string;
  mail: string;
  country: string;
  subject: string;
  message: string;
  captcha?: string;
  /** The member whose session sent it, if any: only then is it theirs (their data export lists it). */
  uid?: number;
}

interface SupportMessageInput {
  subject: string;
  message: string;
  /** Resource title ' - ' reason. */
  resource: string;
  /** Data URL or '' / undefined for none. */
  attachment?: string;
}

/**
 * Attachments are for the support inbox only: stored as the `attachments` kind (never served
 * publicly), and named in the row as `attachments/<key>`.
 */
export const ATTACHMENT_PATH_PREFIX = 'attachments/';

/** Business rules the schema cannot say: nothing may be blank once trimmed (spec §5: all fields mandatory). */
function assertFilled(fields: Record<string, string>, messages: Record<string, string>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value.trim() === '') throw badRequest(messages[key] ?? 'Please fill in every field');
  }
}

/**
 * Stores a guest help-form message and forwards it to the support inbox. Limited per IP and
 * behind the captcha (when configured): the form is open to anyone.
 */
export async function receiveHelpMessage(
  deps: Deps,
  { captcha, uid, ...input }: HelpMessageInput,
  ip: string,
): Promise<Schemas['ContactMessageCreated']> {
  await assertFlood(deps, FLOOD_RULES.contactHelpIp, ip);
  await assertCaptcha(deps.config, captcha, ip);
  assertFilled(
    { ...input },
    {
      name: 'Please enter first name',
      mail: 'Please enter email',
      country: 'Please enter country',
      subject: 'Please enter subject',
      message: 'Please enter comments',
    },
  );
  const row = await storeAndQueueForward(deps, { form: 'need_help_form', ...input, uid, createdAt: deps.now() }).catch(
    (error: unknown) => {
      if (uid !== undefined && isForeignKeyViolation(error)) throw unauthorized();
      throw error;
    },
  );
  await registerFlood(deps, FLOOD_RULES.contactHelpIp, ip);
  return { id: String(row.id), message: CONTACT_THANKS };
}

/**
 * Stores a member's support request with the identity of their session (name, uid and mail are
 * never taken from the body), the optional attachment checked by content, and forwards it.
 * Limited per account, so one session cannot flood the support inbox.
 */
export async function receiveSupportMessage(
  deps: Deps,
  member: Pick<SessionMember, 'uid' | 'mail' | 'firstName' | 'lastName'>,
  input: SupportMessageInput,
): Promise<Schemas['ContactMessageCreated']> {
  const account = String(member.uid);
  await assertFlood(deps, FLOOD_RULES.contactSupportAccount, account);
  assertFilled(
    { subject: input.subject, message: input.message, resource: input.resource },
    {
      subject: 'Please enter subject',
      message: 'Please enter message',
      resource: 'Please choose a resource and a reason',
    },
  );
  const upload = input.attachment ? await checkAttachment(input.attachment) : undefined;
  let stored: string | undefined;
  if (upload) {
    if (!kindAccepts('attachments', upload.extension)) throw badRequest(UPLOAD_REFUSED);
    stored = await deps.files.put('attachments', upload.bytes, upload.extension);
  }
  let row: ContactMessageRow;
  try {
    row = await storeAndQueueForward(deps, {
      form: 'support',
      name: `${member.firstName} ${member.lastName}`,
      mail: member.mail,
      uid: member.uid,
      subject: input.subject,
      message: input.message,
      resource: input.resource,
      attachmentPath: stored ? `${ATTACHMENT_PATH_PREFIX}${stored}` : null,
      attachmentType: upload?.type ?? null,
      attachmentName: stored ? (upload?.name ?? null) : null,
      createdAt: deps.now(),
    });
  } catch (error) {
    if (stored) await deps.files.delete('attachments', stored);
    // The account was deleted while this was sent (eraseMemberRows locks it first): the session is gone.
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
  await registerFlood(deps, FLOOD_RULES.contactSupportAccount, account);
  return { id: String(row.id), message: CONTACT_THANKS };
}

/**
 * Stores the message and, in the same transaction, the job that forwards it to SUPPORT_EMAIL
 * (`contact-message-forward`, whose payload is the id alone): the job exists exactly when the
 * message does. A restart loses neither; a failing mailer is retried by the queue
 * (jobs/retry-policy.ts), and the message is listed by `npm run portal -- messages` either way.
 */
async function storeAndQueueForward(
  { db, durableJobs }: Pick<Deps, 'db' | 'durableJobs'>,
  values: Parameters<typeof insertContactMessage>[1],
): Promise<ContactMessageRow> {
  const row = await db.transaction(async (tx) => {
    const inserted = await insertContactMessage(tx, values);
    await durableJobs.addIn(tx, [{ name: 'contact-message-forward', data: { id: inserted.id } }]);
    return inserted;
  });
  durableJobs.wake();
  return row;
}

type ForwardDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'files'>;

/**
 * The forward's Message-ID: fixed per message, so a forward sent again (a retry after a crash) is
 * one message to mail clients, and its own copy can be found in the outbox again. The creation time
 * keeps it apart from a message of the same id in an older database beside the same outbox.
 */
function forwardMessageId(config: ForwardDeps['config'], row: ContactMessageRow): string {
  return `<contact-message-${row.id}.${row.createdAt.getTime().toString(36)}@${new URL(config.publicUrl).hostname}>`;
}

/**
 * Removes this forward's own copy from the file outbox, found by its Message-ID (`forget` deletes the
 * files whose text holds the string), and no other mail: the deletion's confirmation stays.
 */
async function forgetForward(mailer: ForwardDeps['mailer'], messageId: string): Promise<void> {
  await mailer.forget?.(messageId.replace(/>$/, ''));
}

/** The stored attachment as the mail carries it, named as the member named the file (else `attachment-<id>.<ext>`). */
async function attachmentOf(
  files: ForwardDeps['files'],
  row: ContactMessageRow,
): Promise<{ filename: string; content: Buffer; contentType: string } | undefined> {
  const key = row.attachmentPath?.startsWith(ATTACHMENT_PATH_PREFIX)
    ? row.attachmentPath.slice(ATTACHMENT_PATH_PREFIX.length)
    : null;
  const extension = key ? fileExtensionOf('attachments', key) : null;
  if (!key || !extension) return undefined;
  const file = await files.get('attachments', key);
  // Gone from the storage (never expected): the mail still carries the message, as the Inbox does.
  if (!file) return undefined;
  return {
    filename: attachmentFileName(row.attachmentName, extension, `attachment-${row.id}`),
    content: file.bytes,
    contentType: row.attachmentType ?? file.type,
  };
}

/**
 * Mails a stored help-form or support message to SUPPORT_EMAIL (the `contact-message-forward` job,
 * server/services/job-runners.ts). A mail failure throws, for the queue to retry (jobs/retry-policy.ts);
 * the message stays stored and listed by `messages` whatever happens to its mail.
 *
 * The order against an account deletion (issue 40; docs/privacy.md, "Delete my account"): the
 * deletion's transaction anonymises the member's messages (eraseMemberRows, after locking the user
 * row), and only after its commit removes the outbox files that name the member (`mailer.forget`).
 * This job reads the message (1), writes the mail (2), then reads the message again (3):
 * - anonymised (or gone) at (1): nothing is sent, and a copy an earlier attempt wrote before dying
 *   ahead of its (3) is removed;
 * - unchanged at (3): a deletion of the sender commits after (3), so its clean-up starts after the
 *   mail was written, and removes it;
 * - anonymised at (3): the deletion committed while the mail was written, and its clean-up may have
 *   looked at the outbox before the file was there; the job removes its own copy, by Message-ID.
 * Each read is one statement of its own: no transaction or lock is held across the send (PGlite
 * runs one statement at a time for the whole portal, and an SMTP server may be slow). Over SMTP,
 * mail sent has left the portal; (1) still keeps an anonymised message from being forwarded.
 */
export async function forwardContactMessage(
  deps: ForwardDeps,
  { data: { id } }: DurableJob<'contact-message-forward'>,
): Promise<void> {
  const { db, mailer, config, files } = deps;
  const row = await findContactMessage(db, id);
  if (!row) return;
  const messageId = forwardMessageId(config, row);
  if (isAnonymisedMessage(row)) return forgetForward(mailer, messageId);
  await mailer.send({
    ...contactMessageMail({
      to: config.supportEmail,
      productName: config.productName,
      id: row.id,
      form: row.form,
      name: row.name,
      mail: row.mail,
      subject: row.subject,
      message: row.message,
      country: row.country || undefined,
      uid: row.uid ?? undefined,
      resource: row.resource || undefined,
      attachment: await attachmentOf(files, row),
    }),
    messageId,
  });
  const after = await findContactMessage(db, id);
  if (!after || isAnonymisedMessage(after)) await forgetForward(mailer, messageId);
}
