import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds the requests of one API call so a path can decide their outcome: the pending state stays
 * on screen (loading overlay, disabled button) until the path's done/error event lets the request
 * go on to the real server (`pass`) or answers it as the server would on failure (`fail`).
 */
export class NetworkGate {
  private held: Array<{ route: Route; request: Request }> = [];
  private waiters: Array<() => void> = [];
  /** Requests answered so far (passed or failed), for checks on what was sent. */
  readonly answered: Request[] = [];

  private constructor(
    private readonly method: string,
    private readonly url: RegExp,
  ) {}

  /** Starts holding `method` requests whose URL matches `url`. */
  static async hold(page: Page, method: string, url: RegExp): Promise<NetworkGate> {
    const gate = new NetworkGate(method, url);
    await page.route(url, async (route, request) => {
      if (request.method() !== method) return route.fallback();
      gate.held.push({ route, request });
      gate.waiters.splice(0).forEach((wake) => wake());
    });
    return gate;
  }

  /** The oldest held request, waiting for it to arrive (a click may send it a moment later). */
  private async next(timeout = 10_000): Promise<{ route: Route; request: Request }> {
    if (this.held.length === 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${this.method} ${this.url} request was sent`)), timeout);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.held.shift()!;
  }

  /** Lets the held request reach the real server. */
  async pass(): Promise<void> {
    const { route, request } = await this.next();
    this.answered.push(request);
    await route.fallback();
  }

  /** Answers the held request with an error response instead of the server. */
  async fail(status: number, body: unknown): Promise<void> {
    const { route, request } = await this.next();
    this.answered.push(request);
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  }

  /** Answers the held request with a success the server would give in another situation. */
  async answer(status: number, body: unknown): Promise<void> {
    await this.fail(status, body);
  }

  /** Whether a request is held right now (the request of a pending state was sent). */
  get isHolding(): boolean {
    return this.held.length > 0;
  }
}
