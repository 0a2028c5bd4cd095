import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { busy } from '../db/work-queue';

/**
 * REQUEST_TIMEOUT_MS: a request still unanswered after that long gets a 503 + `Retry-After`
 * (through the central error handler) instead of waiting on.
 *
 * Decision: the timer is ours, not Fastify's `handlerTimeout`. Fastify 5.12 stops that timer on the
 * request's `close` event, which Node emits as soon as a request body has been read, so every call
 * with a body (a login, a registration, a profile save) lost its timeout and waited on a stuck
 * database for DB_QUEUE_TIMEOUT_MS instead (fastify/fastify#6725 and #7033, both open). It also
 * built an AbortController per request and an AbortError per call with a body, which nothing here
 * reads. This timer starts when the request arrives and stops when its response closes (sent, or
 * the client went away). An answer already under way (a video streaming to a slow phone) is left
 * to finish: cutting it would lose what was sent.
 */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    let timer = setTimeout(check, timeoutMs).unref();
    // A body still arriving is the client's slowness, not ours: the HTTP server's request timeout
    // answers it with 408 (plugins/http-timeouts.ts). A 503 then would leave the connection open
    // for the rest of the body.
    function check() {
      if (!isBodyArriving(request)) answerLate(reply);
      else timer = setTimeout(check, BODY_RECHECK_MS).unref();
    }
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

const BODY_RECHECK_MS = 250;

/** A request that declares a body Node has not finished reading (a real socket; `inject` reads at once). */
function isBodyArriving(request: FastifyRequest): boolean {
  const declaresBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  return declaresBody && request.raw.complete === false;
}

function answerLate(reply: FastifyReply): void {
  if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
  reply.send(busy('request timed out (REQUEST_TIMEOUT_MS)'));
}
