import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { AppDeps } from '../deps';
import { checkEditorMedia } from '../uploads/check-editor-media';
import { variantSrcSet } from '../uploads/image-variants';
import { mediaUrl } from '../uploads/file-storage';
import { editorActor } from './console-change';
import { recordAudit } from './record-audit';

/**
 * Checks an editor's upload by its content (check-editor-media.ts), stores it under a random key
 * and records the upload in the audit log. Nothing on the site changes until a banner, card or
 * mid banner is saved with the answered path.
 */
export async function uploadEditorMedia(
  { db, now, files }: Pick<AppDeps, 'db' | 'now' | 'files'>,
  editor: SessionEditor,
  { file }: Schemas['MediaUpload'],
): Promise<Schemas['UploadedMedia']> {
  const checked = await checkEditorMedia(file);
  const key = await files.put('media', checked.bytes, checked.extension);
  const path = mediaUrl(key);
  const after = { path, bytes: checked.bytes.length, ...(checked.size ?? {}) };
  try {
    await db.transaction((tx) =>
      recordAudit(tx, {
        actor: editorActor(editor),
        action: 'upload',
        entityType: 'media',
        entityId: key,
        before: null,
        after,
        at: now(),
      }),
    );
  } catch (error) {
    // Not recorded, not kept: an upload nobody can trace back is removed again.
    await files.delete('media', key);
    throw error;
  }
  return { path, kind: checked.size ? 'picture' : 'video', srcset: variantSrcSet(path) };
}
