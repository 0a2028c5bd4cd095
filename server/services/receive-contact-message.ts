import type { Schemas } from '../api/types';
import { assertCaptcha } from '../auth/captcha';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { insertContactMessage, type ContactMessageRow } from '../db/contact-messages.repository';
import { isForeignKeyViolation } from '../db/constraint-errors';
import type { SessionMember } from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import { badRequest, unauthorized } from '../errors';
import { contactMessageMail } from '../mail/templates/contact-message';
import { attachmentFileName } from '../uploads/attachment-name';
import { checkAttachment } from '../uploads/check-upload';
import { UPLOAD_REFUSED } from '../uploads/data-url';
import { kindAccepts } from '../uploads/file-storage';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'files'>;
type Log = (error: unknown) => void;

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
  log?: Log,
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
  const row = await insertContactMessage(deps.db, { form: 'need_help_form', ...input, uid, createdAt: deps.now() }).catch(
    (error: unknown) => {
      if (uid !== undefined && isForeignKeyViolation(error)) throw unauthorized();
      throw error;
    },
  );
  await forward(deps, row, undefined, log);
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
  log?: Log,
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
    row = await insertContactMessage(deps.db, {
      form: 'support',
      name: `${member.firstName} ${member.lastName}`,
      mail: member.mail,
      uid: member.uid,
      subject: input.subject,
      message: input.message,
      resource: input.resource,
      attachmentPath: stored ? `${ATTACHMENT_PATH_PREFIX}${stored}` : null,
      attachmentType: upload?.type ?? null,
      createdAt: deps.now(),
    });
  } catch (error) {
    if (stored) await deps.files.delete('attachments', stored);
    // The account was deleted while this was sent (eraseMemberRows locks it first): the session is gone.
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
  const attachment =
    upload && stored
      ? {
          filename: attachmentFileName(upload.name, upload.extension, `attachment-${row.id}`),
          content: upload.bytes,
          contentType: upload.type,
        }
      : undefined;
  await forward(deps, row, attachment, log);
  await registerFlood(deps, FLOOD_RULES.contactSupportAccount, account);
  return { id: String(row.id), message: CONTACT_THANKS };
}

/** Mails the message to SUPPORT_EMAIL. A mail failure does not lose it: it is stored and listed by `messages`. */
async function forward(
  { mailer, config }: Deps,
  row: ContactMessageRow,
  attachment: { filename: string; content: Buffer; contentType: string } | undefined,
  log?: Log,
): Promise<void> {
  try {
    await mailer.send(
      contactMessageMail({
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
        attachment,
      }),
    );
  } catch (error) {
    log?.(error);
  }
}
