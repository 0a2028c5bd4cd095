import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The three kinds of uploaded files: members' profile pictures (`uploads`, public at
 * `/files/uploads/<key>`), support attachments (`attachments`, for the editors' inbox only) and the
 * editors' media (`media`, public at `/files/media/<key>`).
 */
export const FILE_KINDS = ['uploads', 'attachments', 'media'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The media type of a stored file, by the extension of its key. */
export const FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type FileExtension = keyof typeof FILE_TYPES;

/** What each kind may hold (what its checks in check-upload.ts and check-editor-media.ts let through). */
const KIND_EXTENSIONS: Record<FileKind, readonly FileExtension[]> = {
  uploads: ['jpg', 'png'],
  attachments: ['jpg', 'png', 'pdf', 'doc', 'xls', 'docx', 'xlsx'],
  media: ['jpg', 'png', 'mp4'],
};

/** The kinds of editor media, by the extension of their key. */
export type MediaExtension = 'jpg' | 'png' | 'mp4';

/** A stored file: its bytes and its media type (from its key). */
export interface StoredFile {
  bytes: Buffer;
  type: (typeof FILE_TYPES)[FileExtension];
}

/** A key in a listing, with when it was stored (for the start-up sweep of unreferenced pictures). */
export interface ListedFile {
  key: string;
  storedAt: Date;
}

/**
 * Where every uploaded file lives, whichever its kind: put, get and delete by key. A key is 32
 * random hex digits and the extension (`3f…9a.jpg`); its bytes never change (a new upload gets a
 * new key), so it can be cached for good. Two implementations: folders in DATA_DIR (embedded
 * PGlite: one process) and a PostgreSQL table (`DATABASE_URL`: every process serves every file),
 * `server/db/stored-files.repository.ts`. Only keys `isFileKey` accepts are ever addressed, so a
 * stored path can never name anything outside the storage.
 */
export interface FileStorage {
  /** Where the files are, for the log: `directory` or `database`. */
  readonly where: 'directory' | 'database';
  /** Stores the bytes under a fresh random key and answers the key. */
  put(kind: FileKind, bytes: Buffer, extension: FileExtension): Promise<string>;
  /** The file of a key, or null (no such key, or not a key of this kind at all). */
  get(kind: FileKind, key: string): Promise<StoredFile | null>;
  /** Deletes the file of a key; an unknown key (or no key at all) is fine. */
  delete(kind: FileKind, key: string): Promise<void>;
  /** Every key stored of a kind. */
  list(kind: FileKind): Promise<ListedFile[]>;
}

const KEY = /^([0-9a-f]{32})\.([a-z0-9]{3,4})$/;

/** The extension of a key the storage hands out for `kind`, or null (so nothing else is ever addressed). */
export function fileExtensionOf(kind: FileKind, key: string): FileExtension | null {
  const extension = KEY.exec(key)?.[2] as FileExtension | undefined;
  return extension && KIND_EXTENSIONS[kind].includes(extension) ? extension : null;
}

export const isFileKey = (kind: FileKind, key: string): boolean => fileExtensionOf(kind, key) !== null;

/** Whether files of `kind` may have `extension`. */
export const kindAccepts = (kind: FileKind, extension: string): extension is FileExtension =>
  (KIND_EXTENSIONS[kind] as readonly string[]).includes(extension);

/** Whether `key` is one an editor's media upload gets. */
export const isMediaKey = (key: string): boolean => isFileKey('media', key);

/** A fresh key: 128 random bits and the extension. */
export const newFileKey = (extension: FileExtension): string => `${randomBytes(16).toString('hex')}.${extension}`;

/** The type a key's file is served with. */
export const fileTypeOf = (extension: FileExtension): StoredFile['type'] => FILE_TYPES[extension];

/**
 * Every kind as a folder in `dataDir` (`uploads/`, `attachments/`, `media/`: the folders the portal
 * always used, so existing data folders keep working).
 */
export function createDirectoryFileStorage(dataDir: string): FileStorage {
  const dirOf = (kind: FileKind) => path.join(dataDir, kind);
  return {
    where: 'directory',
    async put(kind, bytes, extension) {
      if (!kindAccepts(kind, extension)) throw new Error(`a ${kind} file cannot be .${extension}`);
      await mkdir(dirOf(kind), { recursive: true });
      const key = newFileKey(extension);
      // 'wx': never overwrite, even on the (theoretical) name collision.
      await writeFile(path.join(dirOf(kind), key), bytes, { flag: 'wx', mode: 0o640 });
      return key;
    },
    async get(kind, key) {
      const extension = fileExtensionOf(kind, key);
      if (!extension) return null;
      const file = path.join(dirOf(kind), key);
      if (!(await stat(file).catch(() => null))?.isFile()) return null;
      return { bytes: await readFile(file), type: fileTypeOf(extension) };
    },
    async delete(kind, key) {
      if (!isFileKey(kind, key)) return;
      await unlink(path.join(dirOf(kind), key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async list(kind) {
      let names: string[];
      try {
        names = (await readdir(dirOf(kind))).filter((name) => isFileKey(kind, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const listed: ListedFile[] = [];
      for (const key of names) {
        const found = await stat(path.join(dirOf(kind), key)).catch(() => null);
        if (found?.isFile()) listed.push({ key, storedAt: found.mtime });
      }
      return listed;
    },
  };
}

/** The public URL paths of the served kinds. */
export const UPLOADS_PREFIX = '/files/uploads/';
export const EDITOR_MEDIA_PREFIX = '/files/media/';
export const mediaUrl = (key: string) => `${EDITOR_MEDIA_PREFIX}${key}`;
