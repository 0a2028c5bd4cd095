import type { FastifyInstance } from 'fastify';
import { CLIENT_ERRORS } from './client-errors';
import { EDITOR_MEDIA_PREFIX, UPLOADS_PREFIX, type FileKind, type FileStorage } from '../uploads/file-storage';

/** A key's bytes never change (a new upload gets a new key): browsers and proxies may keep it for good. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A member's picture never changes under its key either, but it is personal data that account
 * deletion removes: the browser keeps it, shared caches (proxies, CDNs) do not.
 */
const UPLOADS_CACHE_CONTROL = 'private, max-age=31536000, immutable';

interface ServedKind {
  kind: FileKind;
  prefix: string;
  cacheControl: string;
  /** Extra headers, e.g. `Content-Disposition: attachment` for members' uploads. */
  headers: Record<string, string>;
}

/** What is served, from the file storage: members' pictures and editors' media (support attachments never are). */
const SERVED: ServedKind[] = [
  {
    kind: 'uploads',
    prefix: UPLOADS_PREFIX,
    cacheControl: UPLOADS_CACHE_CONTROL,
    // Shown in <img>, never opened as a page of the site's origin.
    headers: { 'Content-Disposition': 'attachment' },
  },
  { kind: 'media', prefix: EDITOR_MEDIA_PREFIX, cacheControl: MEDIA_CACHE_CONTROL, headers: {} },
];

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; a video element asks for no more). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Stored files by key, read through the file storage (a folder or PostgreSQL, so any process serves
 * a file another one stored): members' pictures at `/files/uploads/<key>` (as attachments) and the
 * editors' media at `/files/media/<key>` (docs/console-code.md: shown inline). Never sniffed as another
 * type, cached for good with the key as ETag (304 on If-None-Match), and in byte ranges for video
 * players. Anything but a key of the kind is a 404 without a look at the storage.
 */
export function registerStoredFiles(app: FastifyInstance, storage: FileStorage): void {
  for (const { kind, prefix, cacheControl, headers } of SERVED) {
    app.get<{ Params: { key: string } }>(`${prefix}:key`, async (request, reply) => {
      const { key } = request.params;
      const stored = await storage.get(kind, key);
      if (!stored) return reply.code(404).send({ message: CLIENT_ERRORS.notFound });
      reply
        .type(stored.type)
        .headers(headers)
        .header('Cache-Control', cacheControl)
        .header('ETag', `"${key}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', 'bytes');
      const size = stored.bytes.length;
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
      if (!range) return reply.send(stored.bytes);
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .send(stored.bytes.subarray(range.start, range.end + 1));
    });
  }
}
