import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../api/types';
import { PUBLISHED_CONTENT_MAX_AGE_SECONDS, type PublishedContentCache } from '../content/published-cache';

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
 * The handlers with every public read call answered from the published-content cache (keyed by
 * operation and URL) and marked cacheable for browsers and proxies; ETag and 304 come from
 * @fastify/etag (server/app.ts). A refused call (404, 400) is neither kept nor marked.
 */
export function withPublicContentCache(handlers: Handlers, cache: PublishedContentCache): Handlers {
  const cached: Record<string, PlainHandler> = {};
  for (const operationId of PUBLIC_CONTENT_OPERATIONS) {
    const handler = handlers[operationId] as unknown as PlainHandler;
    cached[operationId] = async (request, reply) => {
      const answer = await cache.get(`${operationId} ${request.url}`, () => handler(request, reply));
      reply.header('Cache-Control', `public, max-age=${PUBLISHED_CONTENT_MAX_AGE_SECONDS}`);
      return answer;
    };
  }
  return { ...handlers, ...(cached as unknown as Partial<Handlers>) };
}
