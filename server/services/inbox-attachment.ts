import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { EXTENSIONS, type SniffedType } from '../uploads/sniff-file-type';
import { requireContactMessage } from './inbox-message';
import { attachmentsDir } from './receive-contact-message';

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
 * A support message's attachment, read from `$DATA_DIR/attachments` (never from elsewhere, whatever
 * the stored path says), with the type and file name it is served under. 404 when there is none.
 */
export async function readInboxAttachment({ db, config }: Pick<AppDeps, 'db' | 'config'>, id: number): Promise<InboxAttachment> {
  const row = await requireContactMessage(db, id);
  if (!row.attachmentPath) throw notFound(NO_ATTACHMENT);
  const dir = attachmentsDir(config.dataDir);
  const file = path.join(config.dataDir, row.attachmentPath);
  if (path.dirname(file) !== dir) throw notFound(NO_ATTACHMENT);
  const bytes = await readFile(file).catch(() => {
    throw notFound(NO_ATTACHMENT);
  });
  const stored = row.attachmentType;
  return {
    bytes,
    contentType: stored && KEPT_TYPES.has(stored) ? stored : 'application/octet-stream',
    filename: `attachment-${row.id}.${extensionOf(stored)}`,
  };
}
