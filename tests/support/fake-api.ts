/** A request the fake API answered, for assertions like "the member list was asked for". */
export interface RecordedCall {
  method: string;
  /** Path without query, e.g. `/viewapi/banner-list`. */
  path: string;
  search: string;
  authorization: string | null;
}

/** An answer: a JSON body (status 200), or a function of the request returning a Response or a JSON body. */
export type FakeAnswer = unknown | ((request: Request) => Response | unknown | Promise<Response | unknown>);

/** Keys are 'METHOD /path' (no query), e.g. `'GET /uiapi/tags'`. */
export type FakeRoutes = Record<string, FakeAnswer>;

export interface FakeApi {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fetch that answers the routes given and records every call. Unlisted GETs answer an empty list
 * (most reads are plain arrays), other methods 501 like the server's unimplemented operations.
 */
export function createFakeApi(routes: FakeRoutes = {}): FakeApi {
  const calls: RecordedCall[] = [];
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
    if (!(key in routes)) return request.method === 'GET' ? json([]) : json({ message: `${key} is not faked` }, 501);
    const answer = routes[key];
    const result = typeof answer === 'function' ? await (answer as (r: Request) => unknown)(request) : answer;
    return result instanceof Response ? result : json(result);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
