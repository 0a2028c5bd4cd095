// The fuzz's requests: for each operation and audience, a list of cases (a valid-looking request
// and mutations of its path, query, credentials and body), each made into a raw HTTP request
// from a seeded random source when it is sent.
import { resolved, type Operation, type Schema } from './contract';
import { getAt, leafPaths, matchesAll, objectPaths, type Random, sample, setAt, type Known } from './values';

export type AudienceName = 'guest' | 'member1' | 'member2' | 'editor' | 'admin';
export const AUDIENCES: readonly AudienceName[] = ['guest', 'member1', 'member2', 'editor', 'admin'];

/** One request as sent: the raw path (with query) goes on the wire byte for byte. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A planned case: made into a request only when sent (ids may change as members come and go). */
export interface Case {
  operation: Operation;
  audience: AudienceName;
  kind: string;
}

/** Path parameter values that are wrong in some way (as they go on the wire, already encoded). */
const BAD_PATH_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1f',
  '2147483648',
  '99999999999999999999',
  'x'.repeat(600),
  '%ZZ',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%20',
  '..',
  '.',
  '%2e%2e',
  'a%2Fb',
  '\\',
  '..\\..\\etc',
  '%5C..%5C',
  '%0D%0Aset-cookie:x',
  '%3Cscript%3E',
  "1'--",
];

/** Changes to the whole path: dot segments, doubled and trailing slashes, backslashes. */
const PATH_SHAPES: ((path: string) => string)[] = [
  (p) => `${p}/`,
  (p) => p.replace(/^\//, '//'),
  (p) => p.replace(/\/([^/]*)$/, '/./$1'),
  (p) => p.replace(/\/([^/]*)$/, '/../$1'),
  (p) => p.replace(/\/([^/]*)$/, '/%2e%2e/$1'),
  (p) => p.replace(/\//g, '\\'),
  (p) => p.replace(/\/([^/]*)$/, '\\$1'),
  (p) => `${p}/..`,
  (p) => p.toUpperCase(),
  (p) => `${p};x=1`,
];

const QUERY_CASES = [
  'query:drop-required',
  'query:bad-enum',
  'query:duplicate',
  'query:extra',
  'query:bad-values',
  'query:encoded',
];
const AUTH_CASES = ['auth:garbage', 'auth:basic', 'auth:empty-bearer', 'auth:long'];
const BODY_CASES = [
  'body:missing-required',
  'body:missing-required',
  'body:wrong-type',
  'body:wrong-type',
  'body:wrong-type',
  'body:extra-field',
  'body:long-string',
  'body:huge-string',
  'body:surrogate',
  'body:control',
  'body:numbers',
  'body:numbers',
  'body:null-leaf',
  'body:unicode',
  'body:empty-object',
  'body:none',
  'body:none-json-type',
  'body:malformed-json',
  'body:non-object',
  'body:deep-nesting',
  'body:proto',
  'body:too-large',
  'type:text-plain',
  'type:form',
  'type:multipart',
  'type:missing',
  'type:charset',
  'type:other-json',
];
const NO_BODY_CASES = ['body:unexpected-json', 'body:unexpected-text'];

/** Every case of one operation as one audience. */
export function casesFor(operation: Operation, audience: AudienceName): Case[] {
  const kinds: string[] = ['valid', 'valid', 'valid'];
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  if (pathParams.length) for (let i = 0; i < 8; i += 1) kinds.push('path:bad-param');
  for (let i = 0; i < 3; i += 1) kinds.push('path:shape');
  kinds.push(...QUERY_CASES.slice(0, operation.parameters.some((p) => p.in === 'query') ? QUERY_CASES.length : 2));
  if (audience !== 'guest') kinds.push(...AUTH_CASES.slice(0, 2));
  else kinds.push(...AUTH_CASES);
  kinds.push(...(operation.body ? BODY_CASES : NO_BODY_CASES));
  return kinds.map((kind) => ({ operation, audience, kind }));
}

/** encodeURIComponent, with a lone surrogate sent as its WTF-8 bytes (which do not decode as UTF-8). */
function encode(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) => {
    if (char.length === 2 || !/[\ud800-\udfff]/.test(char)) return encodeURIComponent(char);
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** A plausible value for a path or query parameter. */
function parameterValue(name: string, schema: Schema | undefined, known: Known, random: Random): string {
  const s = resolved(schema);
  if (Array.isArray(s.enum)) return String(random.pick(s.enum as unknown[]));
  const byName: Record<string, string> = {
    uid: known.uid,
    nid: known.nid,
    tid: known.tid,
    uuid: known.uuid,
    email: known.editorEmail,
    related_resource_tags: known.tid,
    kind: 'resources',
    version: '1',
    _format: 'json',
    alias: '/terms-service',
    'filter[uid]': known.uid,
  };
  if (name in byName) return byName[name]!;
  if (name === 'id') {
    const fitting = [known.nid, known.pageId, '1', known.uuid].filter((value) => matchesAll(value, s));
    return random.pick(fitting.length ? fitting : ['1']);
  }
  const value = sample(schema, known, random, name);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function buildPath(operation: Operation, values: Record<string, string>, known: Known, random: Random): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in values) return values[name]!;
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encode(parameterValue(name, parameter?.schema, known, random));
  });
}

function buildQuery(operation: Operation, known: Known, random: Random, optionalShare: number): [string, string][] {
  return operation.parameters
    .filter((p) => p.in === 'query' && (p.required || random.chance(optionalShare)))
    .map((p) => [p.name, parameterValue(p.name, p.schema, known, random)]);
}

const queryString = (pairs: [string, string][]) =>
  pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : '';

/** A value of another JSON type than `value`. */
function wrongType(value: unknown, random: Random): unknown {
  const options: unknown[] = [42, -1, true, null, [], {}, 'text', [value], { value }, 1.5];
  const differs = options.filter((option) => typeof option !== typeof value || Array.isArray(option) !== Array.isArray(value));
  return random.pick(differs);
}

const NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  1.5,
  2147483648,
  -2147483649,
  9007199254740992,
  1e308,
  -1e308,
  '99999999999999999999',
  '-1',
  '2147483648',
  '1e400',
  '0x10',
];

const UNICODE = ['😀 emoji', '\u202eRTL override', 'zero\u200bwidth', 'e\u0301 combining', '\ufeffBOM', '\uffff', 'ǅ'];

/** Builds the request of a case. `authorization` is the audience's header (or none for guests). */
export function makeRequest(c: Case, known: Known, random: Random, authorization: string | undefined): FuzzRequest {
  const { operation, kind } = c;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (authorization) headers.authorization = authorization;

  let pathValues: Record<string, string> = {};
  if (kind === 'path:bad-param') {
    const params = operation.parameters.filter((p) => p.in === 'path');
    const target = random.pick(params);
    pathValues = { [target.name]: random.pick(BAD_PATH_VALUES) };
  }
  let path = buildPath(operation, pathValues, known, random);
  if (kind === 'path:shape') path = random.pick(PATH_SHAPES)(path);

  let query = buildQuery(operation, known, random, kind === 'valid' ? 0.5 : 0.3);
  switch (kind) {
    case 'query:drop-required':
      query = query.length ? query.filter((_, i) => i !== random.int(query.length)) : [['_format', 'json']];
      break;
    case 'query:bad-enum':
      query = query.length ? query.map(([k, v], i) => [k, i === 0 ? 'xml' : v]) : [['_format', 'xml']];
      break;
    case 'query:duplicate':
      query = query.length
        ? [...query, ...query]
        : [
            ['_format', 'json'],
            ['_format', 'json'],
          ];
      break;
    case 'query:extra':
      query = [...query, ['fuzz', random.pick(['1', '', '%00', 'x'.repeat(5000)])], ['__proto__[x]', '1']];
      break;
    case 'query:bad-values': {
      const queryParams = operation.parameters.filter((p) => p.in === 'query');
      query = queryParams.map((p) => [
        p.name,
        random.pick(['-1', '0', '99999999999999999999', '', 'x'.repeat(3000), '\u0000', '\ud83d', '1e9', 'true', '[]']),
      ]);
      break;
    }
    case 'query:encoded': {
      const raw = random.pick(['?_format=%ZZ', '?%ZZ=1', '?_format[]=json', '?_format[a]=json', '?&&&=&=', '?_format=json%00']);
      path += raw;
      query = [];
      break;
    }
  }
  path += queryString(query);

  switch (kind) {
    case 'auth:garbage':
      headers.authorization = `Bearer ${random.pick(['x', 'null', 'undefined', '0000', 'a.b.c', '%00', "' OR 1=1 --"])}`;
      break;
    case 'auth:basic':
      headers.authorization = random.pick(['Basic dXNlcjpwYXNz', 'bearer', 'Token abc', 'Bearer  two  spaces']);
      break;
    case 'auth:empty-bearer':
      headers.authorization = 'Bearer ';
      break;
    case 'auth:long':
      headers.authorization = `Bearer ${'A'.repeat(8000)}`;
      break;
  }

  if (!operation.body) {
    if (kind === 'body:unexpected-json')
      return withBody({ method: operation.method, path, headers }, 'application/json', '{"x":1}');
    if (kind === 'body:unexpected-text') return withBody({ method: operation.method, path, headers }, 'text/plain', 'hello');
    return { method: operation.method, path, headers };
  }

  const mediaType = operation.body.mediaTypes[0]!;
  const valid = sample(operation.body.schema, known, random) as Record<string, unknown>;
  const request: FuzzRequest = { method: operation.method, path, headers };
  const json = (value: unknown) => withBody(request, mediaType, JSON.stringify(value));
  const leaves = leafPaths(valid);
  const leaf = () => (leaves.length ? random.pick(leaves) : ['fuzz']);
  const stringLeaves = leaves.filter((where) => typeof getAt(valid, where) === 'string');
  const stringLeaf = () => (stringLeaves.length ? random.pick(stringLeaves) : leaf());

  switch (kind) {
    case 'body:missing-required': {
      const paths = leaves.length ? [...leaves, ...objectPaths(valid).filter((p) => p.length)] : [['fuzz']];
      return json(setAt(valid, random.pick(paths), undefined, true));
    }
    case 'body:wrong-type': {
      const where = random.chance(0.3) ? random.pick([...objectPaths(valid).filter((p) => p.length), leaf()]) : leaf();
      return json(setAt(valid, where, wrongType(getAt(valid, where), random)));
    }
    case 'body:extra-field':
      return json({
        ...valid,
        [random.pick(['fuzz', 'uid', 'admin', 'roles', 'status', 'constructor'])]: random.pick([1, 'x', true, {}]),
      });
    case 'body:long-string':
      return json(setAt(valid, stringLeaf(), 'a'.repeat(random.pick([256, 1001, 10_000, 70_000]))));
    case 'body:huge-string':
      return json(setAt(valid, stringLeaf(), 'é'.repeat(1_500_000)));
    case 'body:surrogate':
      return json(setAt(valid, stringLeaf(), random.pick(['\ud800', 'a\udfffb', '\udc00\ud800', 'x\ud83d'])));
    case 'body:control':
      return json(
        setAt(valid, stringLeaf(), random.pick(['\u0000', 'a\u0000b', '\u001b[31mred', '\u0085', '\u007f', '\r\n\t', '\u0008'])),
      );
    case 'body:numbers':
      return json(setAt(valid, leaf(), random.pick(NUMBERS)));
    case 'body:null-leaf':
      return json(setAt(valid, leaf(), null));
    case 'body:unicode':
      return json(setAt(valid, stringLeaf(), random.pick(UNICODE)));
    case 'body:empty-object':
      return json({});
    case 'body:none':
      return request;
    case 'body:none-json-type':
      return withBody(request, mediaType, '');
    case 'body:malformed-json':
      return withBody(
        request,
        mediaType,
        random.pick(['{', '{"a":', "{'a':1}", '{"a":1,}', 'NaN', '{"a":1}}', '\u0000', '{"a":"\\u12"}']),
      );
    case 'body:non-object':
      return withBody(request, mediaType, random.pick(['[]', 'null', '"x"', '42', 'true', '[{}]']));
    case 'body:deep-nesting': {
      const depth = random.pick([100, 1000, 20_000]);
      return withBody(request, mediaType, `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    }
    case 'body:proto':
      return withBody(
        request,
        mediaType,
        random
          .pick([
            `{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}`,
            `{"constructor":{"prototype":{"x":1}},${JSON.stringify(valid).slice(1)}`,
          ])
          .replace(/,}$/, '}'),
      );
    case 'body:too-large':
      return withBody(request, mediaType, `{"a":"${'x'.repeat(4 * 1024 * 1024 + 10)}"}`);
    case 'type:text-plain':
      return withBody(request, 'text/plain', JSON.stringify(valid));
    case 'type:form':
      return withBody(request, 'application/x-www-form-urlencoded', 'a=1&b=2');
    case 'type:multipart':
      return withBody(request, 'multipart/form-data', '--x\r\n\r\n--x--');
    case 'type:missing': {
      const sent = json(valid);
      delete sent.headers['content-type'];
      return sent;
    }
    case 'type:charset':
      return withBody(
        request,
        `${mediaType}; charset=${random.pick(['latin1', 'utf-16', 'bogus', 'utf-8'])}`,
        JSON.stringify(valid),
      );
    case 'type:other-json':
      return withBody(
        request,
        mediaType === 'application/json' ? 'application/vnd.api+json' : 'application/json',
        JSON.stringify(valid),
      );
    default:
      return json(valid);
  }
}

function withBody(request: FuzzRequest, contentType: string, body: string): FuzzRequest {
  return { ...request, headers: { ...request.headers, 'content-type': contentType }, body: Buffer.from(body, 'utf8') };
}
