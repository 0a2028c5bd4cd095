import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../api/types';
import type { PublishedContentCache } from '../content/published-cache';
import { previewAudience } from '../preview-scope';

/** The public read calls: the same answer for everyone, changed only when the content changes. */
export const PUBLIC_CONTENT_OPERATIONS = [
  'listGuestBanners',
  'listResourceCards',
  'listMidBanners',
  'listTags',
  'listLandingPages',
  'getLandingPageDetail',
  'listResources',
  'getResourceDetail',
  'listResourcesByTags',
  'listRelatedResources',
  'listNeedHelpResources',
  'listProfessions',
  'listSpecialities',
  'listCountries',
] as const satisfies readonly (keyof Handlers)[];

type PlainHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Browsers and proxies keep public answers but ask again every time (a 304 when nothing changed):
 * a change an editor publishes shows on the next page load (issue 14), which a max-age would delay.
 */
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, no-cache';

/** An answer as sent: serialized once (by the operation's response schema) with its ETag. */
interface SentAnswer {
  body: string;
  etag: string;
}

/**
 * The handlers with every public read call answered from the published-content cache (keyed by
 * operation and URL) and marked cacheable, revalidated each time, for browsers and proxies. The cache keeps each answer
 * serialized, with its weak ETag, so a hit costs neither serialization nor hashing; @fastify/etag
 * (server/app.ts) answers a matching If-None-Match with 304. A refused call (404, 400) is neither
 * kept nor marked.
 */
export function withPublicContentCache(handlers: Handlers, cache: PublishedContentCache): Handlers {
  const cached: Record<string, PlainHandler> = {};
  for (const operationId of PUBLIC_CONTENT_OPERATIONS) {
    const handler = handlers[operationId] as unknown as PlainHandler;
    cached[operationId] = async (request, reply) => {
      // An editor's preview sees drafts: never served from, nor kept in, what guests get.
      if (previewAudience() !== null) {
        reply.header('Cache-Control', 'no-store');
        return handler(request, reply);
      }
      const answer = await cache.get<SentAnswer>(`${operationId} ${request.url}`, async () => {
        // The operation's own serializer (its response schema), as Fastify would send the answer.
        const body = String(
          reply.serializeInput((await handler(request, reply)) as Record<string, unknown>, '200', 'application/json'),
        );
        return { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
      });
      reply
        .header('Cache-Control', PUBLIC_CONTENT_CACHE_CONTROL)
        .header('ETag', answer.etag)
        .type('application/json; charset=utf-8');
      return answer.body;
    };
  }
  return { ...handlers, ...(cached as unknown as Partial<Handlers>) };
}
