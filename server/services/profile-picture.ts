import { listUploadedPicturePaths } from '../db/profile.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { checkPicture } from '../uploads/check-upload';
import { UPLOAD_REFUSED } from '../uploads/data-url';
import { UPLOADS_PREFIX as UPLOADS_URL, kindAccepts, type FileStorage } from '../uploads/file-storage';

/** An unreferenced upload younger than this may belong to a save still in flight, so the sweep keeps it. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

interface PictureChange {
  /** The value to store in users.picture_path; undefined keeps whatever is stored when the save runs. */
  path?: string;
  /** A newly stored file, to remove again if saving the profile fails. */
  newFile?: string;
}

/**
 * What `field_picture.value` means: the current path = unchanged, '' = no picture, a data URL = a
 * new JPEG/PNG (checked by content, stored under a random name). Any other path is refused: a
 * member cannot point their picture at someone else's file.
 */
export async function resolvePicture(files: FileStorage, currentPath: string, value: string): Promise<PictureChange> {
  if (value === currentPath) return {};
  if (value === '') return { path: '' };
  if (!value.startsWith('data:')) throw badRequest(UPLOAD_REFUSED);
  const picture = await checkPicture(value);
  if (!kindAccepts('uploads', picture.extension)) throw badRequest(UPLOAD_REFUSED);
  const name = await files.put('uploads', picture.bytes, picture.extension);
  return { path: `${UPLOADS_URL}${name}`, newFile: name };
}

/**
 * Saves the profile through `save`, which stores the picture path atomically and returns the path
 * it replaced (null when kept), then deletes the replaced file. The file is written before the
 * swap and deleted after it, so at no moment does the row point at a missing file, and no file
 * outlives its reference (a crash in between leaves an orphan for the start-up sweep).
 */
export async function swapPicture(
  files: FileStorage,
  picture: PictureChange,
  save: (picturePath: string | undefined) => Promise<string | null>,
): Promise<void> {
  let replaced: string | null;
  try {
    replaced = await save(picture.path);
  } catch (error) {
    if (picture.newFile) await discardPicture(files, `${UPLOADS_URL}${picture.newFile}`);
    throw error;
  }
  if (replaced === null) {
    // No row took the new file (the member is gone): it must not stay behind either.
    if (picture.newFile) await discardPicture(files, `${UPLOADS_URL}${picture.newFile}`);
    return;
  }
  if (replaced !== picture.path) await discardPicture(files, replaced);
}

/** Removes a picture file we stored earlier (demo pictures and other paths are left alone). */
export async function discardPicture(files: FileStorage, picturePath: string): Promise<void> {
  if (!picturePath.startsWith(UPLOADS_URL)) return;
  await files.delete('uploads', picturePath.slice(UPLOADS_URL.length));
}

/**
 * Start-up sweep: deletes stored uploads that no profile references and that are older than
 * `graceMs` (left by a crash between writing a file and saving the row, or before the atomic
 * swap existed). Returns the names removed.
 */
export async function removeOrphanPictures(
  { db, files, now }: Pick<AppDeps, 'db' | 'files' | 'now'>,
  graceMs = ORPHAN_GRACE_MS,
): Promise<string[]> {
  const stored = await files.list('uploads');
  if (stored.length === 0) return [];
  const referenced = new Set((await listUploadedPicturePaths(db, UPLOADS_URL)).map((p) => p.slice(UPLOADS_URL.length)));
  const cutoff = now().getTime() - graceMs;
  const removed: string[] = [];
  for (const { key, storedAt } of stored) {
    if (referenced.has(key) || storedAt.getTime() > cutoff) continue;
    await files.delete('uploads', key);
    removed.push(key);
  }
  return removed;
}
