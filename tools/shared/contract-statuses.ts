// Which statuses an operation of openapi.yaml may answer (docs/testing.md, "Rules for tests"):
// shared by the server tests' contract check (tests/server/support/contract-check.ts) and the
// fuzz (tools/fuzz/).

/**
 * Statuses any operation may answer without listing them, under its `default` response: a 304 to
 * a conditional GET, the transport's refusals (a request too slow to arrive, a body too large, a
 * URL too long, a media type not accepted) and the server's own failures (5xx: an error, the
 * database away, load shed). Every other status an operation answers must be listed by it (issue
 * 40: the fuzz found 120 answers whose status the contract did not list, all hidden by `default`).
 */
// 304 answers a conditional GET (If-None-Match): @fastify/etag does it for every answer (server/app.ts).
export const TRANSPORT_STATUSES: ReadonlySet<number> = new Set([304, 408, 413, 414, 415]);

/** True for a status that `default` stands for. */
export const isTransportStatus = (status: number): boolean => status >= 500 || TRANSPORT_STATUSES.has(status);

/**
 * The response an operation declares for `status` (its own entry, or `default` for a transport
 * status), or undefined when the status is undeclared.
 */
export function declaredResponse<R>(responses: Record<string, R>, status: number): R | undefined {
  return responses[String(status)] ?? (isTransportStatus(status) ? responses.default : undefined);
}
