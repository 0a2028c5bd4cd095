import http from 'node:http';
import type { Socket } from 'node:net';
import type { LoadLimits } from '../config';
import { CLIENT_ERRORS } from './client-errors';

interface HttpTimeoutOptions {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: http.ServerOptions;
  clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => void;
}

/**
 * The HTTP server's own timeouts (docs/operations.md, "Timeouts and load shedding"). Fastify turns
 * Node's request timeout off (0), so a client sending a body one byte at a time held its
 * connection for ever (issue 40: 200 such clients still open after 150 s). Node checks these every
 * `connectionsCheckingInterval`; once a second, so a slow client is cut within a second of its limit.
 */
export function httpTimeoutOptions(
  limits: Pick<LoadLimits, 'httpRequestTimeoutMs' | 'httpHeadersTimeoutMs' | 'httpKeepAliveTimeoutMs'>,
): HttpTimeoutOptions {
  return {
    requestTimeout: limits.httpRequestTimeoutMs,
    keepAliveTimeout: limits.httpKeepAliveTimeoutMs,
    http: { headersTimeout: limits.httpHeadersTimeoutMs, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: answerClientError,
  };
}

/**
 * Node's `clientError` (a request timed out, headers too large, bytes that are not HTTP): an answer
 * in the portal's shape, `{ message }` with a fixed text, then the connection is closed. Nothing is
 * written when an answer has already begun on it.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, CLIENT_ERRORS.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, CLIENT_ERRORS.headersTooLarge]
        : [400, CLIENT_ERRORS.badRequest];
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
