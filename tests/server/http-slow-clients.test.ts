import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS } from '../../server/plugins/client-errors';
import { dataUrl, pngFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Slow clients over a real socket (issue 40: a body sent one byte every 5 s was never timed out).
 * The limits are shortened here; the defaults are in docs/operations.md.
 */
const REQUEST_LIMIT_MS = 3_000;
const HEADERS_LIMIT_MS = 2_000;
// Node looks at its connections once a second (plugins/http-timeouts.ts), plus a busy machine's slack.
const SLACK_MS = 2_500;

interface RawAnswer {
  text: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/** Writes `parts` one after another, `gapMs` apart, and reads until the server closes the connection. */
function sendSlowly(port: number, parts: (string | Buffer)[], gapMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const writeNext = (index: number) => {
      if (index >= parts.length || socket.destroyed) return;
      socket.write(parts[index]!);
      timer = setTimeout(writeNext, gapMs, index + 1);
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - started });
    });
    socket.setTimeout(30_000, () => {
      socket.destroy();
      reject(new Error('the server never closed the connection'));
    });
    socket.on('connect', () => writeNext(0));
  });
}

const statusOf = (answer: RawAnswer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1]);
const bodyOf = (answer: RawAnswer) => JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('slow clients over a real socket (PGlite)', () => {
  let t: TestApp;
  let port: number;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp({
      engine: 'pglite',
      env: {
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_LIMIT_MS),
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_LIMIT_MS),
        // Below the request limit, as by default (30 s against 60 s): a body still arriving is the
        // HTTP server's to time out, with 408, not a 503 for a slow answer.
        REQUEST_TIMEOUT_MS: '2500',
      },
    });
    member = await createMember(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a body sent a few bytes at a time gets 408 within the request limit, and the connection closes', async () => {
    const body = JSON.stringify({ name: 'someone@example.com', pass: 'Lens-Quartz-42' });
    const head =
      `POST /user/login?_format=json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const bytes = [head, ...body.match(/.{1,2}/g)!];
    const answer = await sendSlowly(port, bytes, 400);
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({ message: CLIENT_ERRORS.requestTimeout });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_LIMIT_MS - 100);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_LIMIT_MS + SLACK_MS);
  }, 20_000);

  it('headers sent a byte at a time get 408 within the headers limit', async () => {
    const head = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(200);
    const answer = await sendSlowly(port, head.split(''), 100);
    expect(statusOf(answer)).toBe(408);
    expect(answer.closedAfterMs).toBeLessThan(HEADERS_LIMIT_MS + SLACK_MS);
  }, 20_000);

  it('a picture uploaded at a normal speed is saved', async () => {
    const picture = dataUrl('image/png', pngFile(40, 40, 900_000));
    const body = Buffer.from(
      JSON.stringify({
        field_picture: { value: picture },
        field_first_name: { value: 'Anna' },
        field_last_name: { value: 'Tester' },
      }),
    );
    const head =
      `PATCH /user/${member.uid}?_format=json HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${member.headers.authorization}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // About 1.2 MB in ten pieces over half a second, well inside the 3 s limit.
    const pieces = Array.from({ length: 10 }, (_, i) => body.subarray((i * body.length) / 10, ((i + 1) * body.length) / 10));
    const answer = await sendSlowly(port, [head, ...pieces], 50);
    expect(statusOf(answer)).toBe(200);
  }, 20_000);
});
