import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is `Cache-Control: no-store` unless its handler says otherwise: the public
 * content reads mark themselves `public, no-cache` (handlers/public-content-cache.ts) and
 * `/config.json` `no-cache`. Personal JSON (the profile, sessions, sign-in history, notifications,
 * the data export, every console and admin answer) used to go without the header, so a shared or
 * browser cache could keep it (issue 40). A default here, not a header per handler, so a new
 * operation is private until it is made public on purpose.
 */
export function registerPrivateAnswers(app: FastifyInstance, isApiPath: (pathname: string) => boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(pathnameOf(request.url))) reply.header('Cache-Control', 'no-store');
    done();
  });
}

const pathnameOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};
