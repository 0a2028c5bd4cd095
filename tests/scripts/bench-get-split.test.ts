import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { p99ToAnswer, parsePortalTimes, splitSlowest, type PortalTiming } from '../../tools/bench/get-split';
import { monotonicMs } from '../../tools/bench/load';

describe('bench: where the slowest GETs went', () => {
  it('parses the portal notes and skips malformed lines', () => {
    const times = parsePortalTimes('a:1 10.5 11.25\nbroken\nb:2 x 3\n\nc:3 20 21\n');
    expect([...times.keys()]).toEqual(['a:1', 'c:3']);
    expect(times.get('a:1')).toEqual({ requestMs: 10.5, finishMs: 11.25 });
  });

  it('splits the slowest share into before, in and after the portal', () => {
    // 100 GETs of 1 ms (0.2 before, 0.5 in, 0.3 after) and one of 10 ms that waited 6 ms for the
    // portal to read it and 3 ms after its answer.
    const client = Array.from({ length: 100 }, (_, i) => ({ id: `t:${i}`, sentMs: i * 10, endMs: i * 10 + 1 }));
    const portal = new Map<string, PortalTiming>(
      client.map((get) => [get.id, { requestMs: get.sentMs + 0.2, finishMs: get.sentMs + 0.7 }]),
    );
    client.push({ id: 't:slow', sentMs: 5000, endMs: 5010 });
    portal.set('t:slow', { requestMs: 5006, finishMs: 5007 });
    const split = splitSlowest(client, portal, 0.01)!;
    expect(split.count).toBe(1);
    expect(split.total).toBeCloseTo(10);
    expect(split.beforePortal).toBeCloseTo(6);
    expect(split.inPortal).toBeCloseTo(1);
    expect(split.afterAnswer).toBeCloseTo(3);
    // A larger share averages the next slowest in.
    const two = splitSlowest(client, portal, 0.02)!;
    expect(two.count).toBe(2);
    expect(two.total).toBeCloseTo(5.5);
  });

  it('leaves out GETs the portal did not note, and gives nothing when it noted none', () => {
    const client = [
      { id: 'a', sentMs: 0, endMs: 50 },
      { id: 'b', sentMs: 0, endMs: 2 },
    ];
    expect(splitSlowest(client, new Map([['b', { requestMs: 0.5, finishMs: 1 }]]))!.total).toBe(2);
    expect(splitSlowest(client, new Map())).toBeUndefined();
  });
});

describe('bench: the portal-side preload (request-times.mjs)', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('notes the requests that carry a bench id, on the clock the bench uses', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'bench-times-'));
    const file = path.join(folder, 'times.txt');
    const preload = path.resolve('tools/bench/request-times.mjs');
    const server = spawn(
      process.execPath,
      [
        '--import',
        preload,
        '-e',
        "const s = require('node:http').createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', () => console.log(s.address().port))",
      ],
      { env: { ...process.env, BENCH_REQUEST_TIMES: file }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const port = await new Promise<string>((resolve) => server.stdout.once('data', (data) => resolve(String(data).trim())));
      const get = (headers: Record<string, string>) =>
        new Promise<void>((resolve, reject) =>
          http.get({ host: '127.0.0.1', port, headers }, (response) => response.resume().on('end', resolve)).on('error', reject),
        );
      const before = monotonicMs();
      await get({ 'x-bench-id': 'p1:0' });
      await get({});
      await get({ 'x-bench-id': 'p1:1' });
      const after = monotonicMs();
      let times = new Map<string, PortalTiming>();
      for (let tries = 0; tries < 50 && times.size < 2; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        times = parsePortalTimes(readFileSync(file, { encoding: 'utf8', flag: 'a+' }));
      }
      const read = monotonicMs();
      expect([...times.keys()]).toEqual(['p1:0', 'p1:1']);
      for (const { requestMs, finishMs } of times.values()) {
        // The request is noted before its answer could reach the bench; 'finish' may come a moment
        // after the bench has read the answer (it fires once Node has handed the bytes over).
        expect(requestMs).toBeGreaterThanOrEqual(before);
        expect(requestMs).toBeLessThanOrEqual(after);
        expect(finishMs).toBeGreaterThanOrEqual(requestMs);
        expect(finishMs).toBeLessThanOrEqual(read);
      }
    } finally {
      server.kill();
    }
  });
});

describe("bench: a GET's p99 up to the portal's answer", () => {
  it('leaves out the time after the answer was written, and GETs the portal did not note', () => {
    // 100 GETs whose answers were written 1 ms after the send; the slowest two waited 5 and 7 ms
    // after their answers (the bench's client), one more the portal never noted.
    const client = Array.from({ length: 100 }, (_, i) => ({ id: `g:${i}`, sentMs: i * 10, endMs: i * 10 + 1.2 }));
    const portal = new Map<string, PortalTiming>(
      client.map((get) => [get.id, { requestMs: get.sentMs + 0.1, finishMs: get.sentMs + 1 }]),
    );
    client[98]!.endMs = client[98]!.sentMs + 6;
    client[99]!.endMs = client[99]!.sentMs + 8;
    portal.get('g:97')!.finishMs = client[97]!.sentMs + 3;
    client.push({ id: 'unnoted', sentMs: 0, endMs: 100 });
    expect(p99ToAnswer(client, portal)).toBeCloseTo(1);
    portal.get('g:96')!.finishMs = client[96]!.sentMs + 2;
    expect(p99ToAnswer(client, portal)).toBeCloseTo(2);
    expect(p99ToAnswer(client, new Map())).toBeNaN();
  });
});
