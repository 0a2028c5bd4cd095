// Where the slowest GETs' time went (tools/bench/bench.ts, the logins part): each GET's time from the
// bench's send to its reading the answer's end, split at the portal's two timestamps
// (tools/bench/request-times.mjs). All times are milliseconds on CLOCK_MONOTONIC. Pure
// functions, unit-tested in tests/scripts/bench-get-split.test.ts.
import { readFileSync } from 'node:fs';
import { percentile } from './figures';

/** One GET as the bench saw it. */
export interface ClientTiming {
  id: string;
  sentMs: number;
  endMs: number;
}

/** The same GET as the portal saw it. */
export interface PortalTiming {
  requestMs: number;
  finishMs: number;
}

/** Means over the slowest GETs, in ms. */
export interface Split {
  /** GETs averaged (the slowest `share` of those the portal also noted, at least one). */
  count: number;
  total: number;
  /** Send → the portal's 'request' event: loopback delivery, the event loop busy or waiting for a core. */
  beforePortal: number;
  /** 'request' → the answer written: the portal's own handling. */
  inPortal: number;
  /**
   * The answer written → the bench read its end: the bench's client waiting for a core. A few
   * hundredths of a ms below zero for a quick GET: 'finish' comes once Node has handed the bytes
   * over, and on loopback the bench may read them first.
   */
  afterAnswer: number;
}

/** Parses request-times.mjs's lines ("id request finish"); malformed lines are skipped. */
export function parsePortalTimes(text: string): Map<string, PortalTiming> {
  const times = new Map<string, PortalTiming>();
  for (const line of text.split('\n')) {
    const [id, request, finish] = line.trim().split(' ');
    const requestMs = Number(request);
    const finishMs = Number(finish);
    if (id && Number.isFinite(requestMs) && Number.isFinite(finishMs)) times.set(id, { requestMs, finishMs });
  }
  return times;
}

export function readPortalTimes(file: string): Map<string, PortalTiming> {
  try {
    return parsePortalTimes(readFileSync(file, 'utf8'));
  } catch {
    return new Map();
  }
}

/** The GETs the portal noted, with its two times. */
function joined(client: readonly ClientTiming[], portal: ReadonlyMap<string, PortalTiming>) {
  return client.flatMap((get) => {
    const seen = portal.get(get.id);
    return seen ? [{ ...get, ...seen, total: get.endMs - get.sentMs }] : [];
  });
}

/**
 * The p99 of the time from the bench's send to the portal's answer written: a GET's time without
 * the part the bench's own client spends waiting to read the answer (NaN when the portal noted none).
 */
export function p99ToAnswer(client: readonly ClientTiming[], portal: ReadonlyMap<string, PortalTiming>): number {
  return percentile(
    joined(client, portal).map((get) => get.finishMs - get.sentMs),
    99,
  );
}

/** The slowest `share` (0–1) of the GETs the portal also noted, split into their three parts. */
export function splitSlowest(
  client: readonly ClientTiming[],
  portal: ReadonlyMap<string, PortalTiming>,
  share = 0.01,
): Split | undefined {
  const gets = joined(client, portal);
  if (gets.length === 0) return undefined;
  const slowest = gets.sort((a, b) => b.total - a.total).slice(0, Math.max(1, Math.round(share * gets.length)));
  const mean = (part: (get: (typeof slowest)[number]) => number) =>
    slowest.reduce((sum, get) => sum + part(get), 0) / slowest.length;
  return {
    count: slowest.length,
    total: mean((get) => get.total),
    beforePortal: mean((get) => get.requestMs - get.sentMs),
    inPortal: mean((get) => get.finishMs - get.requestMs),
    afterAnswer: mean((get) => get.endMs - get.finishMs),
  };
}
