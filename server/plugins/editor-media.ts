import type { FastifyInstance } from 'fastify';
import { CLIENT_ERRORS } from './client-errors';
import { EDITOR_MEDIA_PREFIX, type MediaStorage } from '../uploads/media-storage';

/** A key's bytes never change (a new upload gets a new key): browsers and proxies may keep it for good. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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
 * The editors' media at `/files/media/<key>` (docs/editors.md): public pictures and videos of the
 * home page, shown inline (no `Content-Disposition: attachment`), never sniffed as another type,
 * cached for good, and in byte ranges for video players.
 */
export function registerEditorMedia(app: FastifyInstance, storage: MediaStorage): void {
  app.get<{ Params: { key: string } }>(`${EDITOR_MEDIA_PREFIX}:key`, async (request, reply) => {
    const stored = await storage.get(request.params.key);
    if (!stored) return reply.code(404).send({ message: CLIENT_ERRORS.notFound });
    reply
      .type(stored.type)
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
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
