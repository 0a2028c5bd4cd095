import type { FastifyInstance, FastifyReply } from 'fastify';
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
  app.addHook('onRequest', (_request, reply, done) => {
    const timer = setTimeout(answerLate, timeoutMs, reply).unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

function answerLate(reply: FastifyReply): void {
  if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
  reply.send(busy('request timed out (REQUEST_TIMEOUT_MS)'));
}
