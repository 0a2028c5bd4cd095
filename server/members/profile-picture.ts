import { uploadsDir } from '../config';
import { badRequest } from '../errors';
import { checkPicture } from '../uploads/check-upload';
import { UPLOAD_REFUSED } from '../uploads/data-url';
import { removeUpload, storeUpload } from '../uploads/upload-storage';

/** Public URL prefix of `$DATA_DIR/uploads` (served by app.ts with safe headers). */
export const UPLOADS_URL = '/files/uploads/';

export interface PictureChange {
  /** The value to store in users.picture_path. */
  path: string;
  /** A newly stored file, to remove again if saving the profile fails. */
  newFile?: string;
}

/**
 * What `field_picture.value` means: '' = no picture, the current path = unchanged, a data URL = a
 * new JPEG/PNG (checked by content, stored under a random name). Any other path is refused: a
 * member cannot point their picture at someone else's file.
 */
export async function resolvePicture(dataDir: string, currentPath: string, value: string): Promise<PictureChange> {
  if (value === '' || value === currentPath) return { path: value };
  if (!value.startsWith('data:')) throw badRequest(UPLOAD_REFUSED);
  const picture = checkPicture(value);
  const name = await storeUpload(uploadsDir(dataDir), picture.bytes, picture.extension);
  return { path: `${UPLOADS_URL}${name}`, newFile: name };
}

/** Removes a picture file we stored earlier (demo pictures and other paths are left alone). */
export async function discardPicture(dataDir: string, picturePath: string): Promise<void> {
  if (!picturePath.startsWith(UPLOADS_URL)) return;
  await removeUpload(uploadsDir(dataDir), picturePath.slice(UPLOADS_URL.length));
}
