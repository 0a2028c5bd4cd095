// What an e2e run's portal leaves for the checks at the end of the run (ops-teardown.ts): its log,
// written as production writes it, the port of its metrics listener, and every secret that crossed
// its public port, recorded by hooks that only the e2e portal (test-server.ts) adds. The product
// never records a secret: this file is test support.
import { closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { e2eRoot } from './paths';

/** The portal's log: pino's JSON lines, one per line, with the product's redaction. */
export const e2eServerLog = path.join(e2eRoot, 'server.log');
/** Every secret the run's requests and answers carried (JSON lines `{ kind, value }`); read only by ops-teardown.ts. */
export const e2eRunSecrets = path.join(e2eRoot, 'run-secrets.jsonl');
/** The port of the portal's metrics listener (METRICS_PORT), as text. */
export const e2eMetricsPortFile = path.join(e2eRoot, 'metrics-port');

/** A secret shorter than this is not checked: a word that short turns up in any log by chance. */
export const MIN_SECRET_LENGTH = 8;

/** Body, query and answer fields that carry a password or a token (log-redaction.ts's list, and a few more). */
const secretField =
  /^(pass|password|new_pass|existing|temp_pass|token|access_token|refresh_token|logout_token|csrf_token|jwt|totp|otp|secret|admin_token)$/i;
/** Fields whose string is a password (the rest are tokens); Drupal's `pass: { value }` and `pass: [{ value }]` too. */
const passwordField = /^(pass|password|new_pass|existing|temp_pass)$/i;

/**
 * The credentials in a link or path: the token after the routes the portal's mails and answers
 * link to (activation, reset, invitation, editor set-password, "This wasn't me", unsubscribe, the
 * activation call), and the credential query parameters. Numeric segments (ids, timestamps) are
 * not secrets.
 */
export function linkSecrets(text: string): { route: string; value: string }[] {
  const found: { route: string; value: string }[] = [];
  const routes =
    /\/(useractivation|resetpassword|register|security\/not-me|mail\/unsubscribe|editor\/set-password|registration\/confirm)\/([^?#\s"'<>]+)/gi;
  for (const [, route, tail] of text.matchAll(routes))
    for (const segment of tail!.split('/'))
      if (!/^\d*$/.test(segment)) found.push({ route: `/${route!}/`, value: decodeURIComponent(segment) });
  const params = /[?&](token|temp_pass|pass|password|access_token|logout_token|csrf_token|jwt|totp|otp)=([^&#\s"'<>]+)/gi;
  for (const [, name, value] of text.matchAll(params)) found.push({ route: `?${name!}=`, value: decodeURIComponent(value!) });
  return found;
}

/** Records the secrets of every request and answer of `app` into e2eRunSecrets (synchronously: nothing is lost at exit). */
export function recordRunSecrets(app: FastifyInstance): void {
  const fd = openSync(e2eRunSecrets, 'a', 0o600);
  const seen = new Set<string>();
  const record = (kind: string, value: unknown) => {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || seen.has(value)) return;
    seen.add(value);
    writeSync(fd, `${JSON.stringify({ kind, value })}\n`);
  };
  const where = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? '(unmatched)'}`;
  /** Walks a body or an answer: secret fields by name, and link tokens in any string. */
  const walk = (value: unknown, origin: string, key = '', parent = '', depth = 0) => {
    if (depth > 6 || value === null || value === undefined) return;
    if (typeof value === 'string') {
      if (passwordField.test(key) || (key === 'value' && passwordField.test(parent)))
        record(`password (${key}, ${origin})`, value);
      else if (secretField.test(key)) record(`token (${key}, ${origin})`, value);
      for (const link of linkSecrets(value)) record(`link token (${link.route}, ${origin})`, link.value);
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => walk(item, origin, key, parent, depth + 1));
    else if (typeof value === 'object')
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) walk(item, origin, name, key, depth + 1);
  };
  // Once answered, whatever answered it (a refused validation or sign-in too): the body as parsed.
  app.addHook('onResponse', async (request) => {
    const origin = `sent to ${where(request)}`;
    const authorization = request.headers.authorization;
    if (authorization) record(`authorization header (${origin})`, authorization.replace(/^\w+\s+/, ''));
    record(`CSRF header (${origin})`, request.headers['x-csrf-token']);
    for (const link of linkSecrets(request.url)) record(`URL token (${link.route}, ${origin})`, link.value);
    walk(request.body, origin);
  });
  // Objects before they are serialised (and compressed); answers already text in onSend.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    walk(payload, `answer of ${where(request)}`);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string' && /json/.test(String(reply.getHeader('content-type') ?? ''))) {
      try {
        walk(JSON.parse(payload) as unknown, `answer of ${where(request)}`);
      } catch {
        // not JSON after all
      }
    }
    return payload;
  });
  app.addHook('onClose', async () => closeSync(fd));
}

/** A log stream for the portal's pino logger: each line written to e2eServerLog at once, as a process's stdout would take it. */
export function serverLogStream(): { write(line: string): void } {
  const fd = openSync(e2eServerLog, 'a', 0o600);
  return { write: (line: string) => void writeSync(fd, line) };
}
