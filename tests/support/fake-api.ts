import type { paths } from '../../src/api/schema.gen';

/** A request the fake API answered, for assertions like "the member list was asked for". */
export interface RecordedCall {
  method: string;
  /** Path without query, e.g. `/viewapi/banner-list`. */
  path: string;
  search: string;
  authorization: string | null;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** A contract path with its `{params}` as `${string}`: `/user/{uid}` → `/user/${string}`. */
type ConcretePath<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${ConcretePath<Tail>}`
  : P;

type JsonOf<R> = R extends { content: infer C } ? C[keyof C] : never;

/** The body of an operation's success answer (200, else 201); unknown when it has none. */
type SuccessBody<Op> = Op extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? JsonOf<Ok>
    : R extends { 201: infer Created }
      ? JsonOf<Created>
      : unknown
  : unknown;

/** One entry per contract operation: its route key ('GET /uiapi/tags') and success body. */
type ContractRoute = {
  [P in keyof paths & string]: {
    [M in HttpMethod]: paths[P][M] extends { responses: unknown }
      ? { key: `${Uppercase<M>} ${ConcretePath<P>}`; body: SuccessBody<paths[P][M]> }
      : never;
  }[HttpMethod];
}[keyof paths & string];

/** A JSON body (status 200), a Response, or a function of the request returning either. */
export type FakeAnswer<Body = unknown> = Body | Response | ((request: Request) => Body | Response | Promise<Body | Response>);

/**
 * Answers keyed 'METHOD /path' (no query), checked against the contract's paths: a path parameter
 * takes any value (`'GET /jsonapi/attribute/speciality/1'`), and a plain body must have the shape
 * of the operation's success answer. A Response (any status) is always accepted.
 */
export type FakeRoutes = { [Route in ContractRoute as Route['key']]?: FakeAnswer<Route['body']> };

export interface FakeApi {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Calls no route answered, across every fake of the running test (see `takeUnlistedCalls`). */
let unlisted: string[] = [];

/**
 * The calls no test route answered since the last take, and forgets them. tests/setup-dom.ts
 * fails the test when any are left: a test lists every call its screen makes.
 */
export function takeUnlistedCalls(): string[] {
  const taken = unlisted;
  unlisted = [];
  return taken;
}

/**
 * A fetch that answers the routes given and records every call. A call no route lists answers 500
 * and is recorded as unlisted, which fails the test (tests/setup-dom.ts).
 */
export function createFakeApi(routes: FakeRoutes = {}): FakeApi {
  const calls: RecordedCall[] = [];
  const answers = routes as Record<string, FakeAnswer>;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('Authorization'),
    });
    const key = `${request.method} ${url.pathname}`;
    if (!(key in answers)) {
      unlisted.push(key);
      return json({ message: `The fake API lists no answer for '${key}'.` }, 500);
    }
    const answer = answers[key];
    const result = typeof answer === 'function' ? await (answer as (r: Request) => unknown)(request) : answer;
    return result instanceof Response ? result : json(result);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
