import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The kinds of editor media, by the extension of their key. */
export const MEDIA_TYPES = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' } as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

/** A stored file: its bytes and its media type (from its key). */
export interface StoredMedia {
  bytes: Buffer;
  type: (typeof MEDIA_TYPES)[MediaExtension];
}

/**
 * Where the editors' uploaded media live (docs/editors.md, "Editor media"): put, get and delete by
 * key. A key is 32 random hex digits and the extension (`3f…9a.jpg`); it never changes its bytes,
 * so it can be cached for good. Today a folder in DATA_DIR; a later issue adds a PostgreSQL
 * implementation of the same interface.
 */
export interface MediaStorage {
  /** Stores the bytes under a fresh random key and answers the key. */
  put(bytes: Buffer, extension: MediaExtension): Promise<string>;
  /** The file of a key, or null (no such key, or not a key at all). */
  get(key: string): Promise<StoredMedia | null>;
  /** Deletes the file of a key; an unknown key is fine. */
  delete(key: string): Promise<void>;
}

const KEY = /^([0-9a-f]{32})\.(jpg|png|mp4)$/;

/** Whether `key` is one a MediaStorage hands out (so nothing outside the storage is ever addressed). */
export const isMediaKey = (key: string): boolean => KEY.test(key);

export const mediaExtensionOf = (key: string): MediaExtension | null => (KEY.exec(key)?.[2] as MediaExtension) ?? null;

/** Editor media as files in `dir` (`$DATA_DIR/media`). */
export function createDirectoryMediaStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => path.join(dir, key);
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${extension}`;
      // 'wx': never overwrite, even on the (theoretical) name collision.
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o640 });
      return key;
    },
    async get(key) {
      const extension = mediaExtensionOf(key);
      if (!extension) return null;
      const file = fileOf(key);
      if (!(await stat(file).catch(() => null))?.isFile()) return null;
      return { bytes: await readFile(file), type: MEDIA_TYPES[extension] };
    },
    async delete(key) {
      if (!isMediaKey(key)) return;
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

/** The public URL path of a stored key. */
export const EDITOR_MEDIA_PREFIX = '/files/media/';
export const mediaUrl = (key: string) => `${EDITOR_MEDIA_PREFIX}${key}`;
