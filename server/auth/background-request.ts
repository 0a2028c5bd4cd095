import type { FastifyRequest } from 'fastify';

/**
 * The header the SPA sets on calls a person did not make (the notification poll, the unread
 * count): `X-Background-Request: 1`. Such a call is served like any other but does not count as
 * member activity, so it does not keep a session from going idle (openapi.yaml `BackgroundRequest`).
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

export function isBackgroundRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers[BACKGROUND_REQUEST_HEADER] === '1';
}
