import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { CLIENT_ERRORS } from './client-errors';

/** The JSON media types the contract declares (docs/security.md, "Request bodies and transport errors"). */
const JSON_TYPES = ['application/json', 'application/vnd.api+json'];

/**
 * Fastify's JSON parser (prototype poisoning refused), then one check for every text that
 * enters through a body: no unpaired UTF-16 surrogate (`"\ud800"` is valid JSON). PostgreSQL
 * cannot store one in jsonb and no mail or page can show it, so it used to answer 500 deep inside
 * (issue 40: a notification subject, an inbox reply). Checked here once, every operation and
 * field is covered, keys included. Raw bytes that are not UTF-8 cannot make one: Node decodes
 * them to U+FFFD.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (request, body, done) =>
    parse(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (hasLoneSurrogate(value)) return done(new HttpError(400, CLIENT_ERRORS.invalidUnicode), undefined);
      done(null, value);
    }),
  );
}

// With the `u` flag a well-formed pair is one code point, so this matches only an unpaired half.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item));
  return false;
}
