import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { EXTENSIONS, type SniffedType } from '../uploads/sniff-file-type';
import { requireContactMessage } from './inbox-message';
import { ATTACHMENT_PATH_PREFIX } from './receive-contact-message';

export const NO_ATTACHMENT = 'This message has no attachment.';

/** Types a browser may keep as they are; anything else is downloaded as bytes, never rendered (HTML above all). */
const KEPT_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

export interface InboxAttachment {
  bytes: Buffer;
  contentType: string;
  /** Safe ASCII: `attachment-<id>.<extension>`. */
  filename: string;
}

const extensionOf = (type: string | null) => (type && Object.hasOwn(EXTENSIONS, type) ? EXTENSIONS[type as SniffedType] : 'bin');

/**
 * A support message's attachment, read from the file storage's `attachments` (never from elsewhere,
 * whatever the stored path says: only a key of that kind is looked up), with the type and file name
 * it is served under. 404 when there is none.
 */
export async function readInboxAttachment({ db, files }: Pick<AppDeps, 'db' | 'files'>, id: number): Promise<InboxAttachment> {
  const row = await requireContactMessage(db, id);
  const key = row.attachmentPath?.startsWith(ATTACHMENT_PATH_PREFIX) && row.attachmentPath.slice(ATTACHMENT_PATH_PREFIX.length);
  const file = key ? await files.get('attachments', key) : null;
  if (!file) throw notFound(NO_ATTACHMENT);
  const { bytes } = file;
  const stored = row.attachmentType;
  return {
    bytes,
    contentType: stored && KEPT_TYPES.has(stored) ? stored : 'application/octet-stream',
    filename: `attachment-${row.id}.${extensionOf(stored)}`,
  };
}
