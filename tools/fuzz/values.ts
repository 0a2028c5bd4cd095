// Values for the fuzz's requests: a seeded random source, and bodies built from the contract's
// schemas (valid-looking: each field gets a value its schema accepts where one of a few plausible
// candidates does).
import { resolved, type Schema } from './contract';

/** A deterministic random source (mulberry32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/** Ids and names of what exists in the portal under test, for valid-looking paths and bodies. */
export interface Known {
  uid: string;
  /** A second member's uid (the other user type). */
  otherUid: string;
  nid: string;
  tid: string;
  professionTid: string;
  uuid: string;
  pageId: string;
  editorEmail: string;
  /** A fresh address each call. */
  freshEmail: () => string;
}

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Candidates tried in order for a string with a pattern: the first one every pattern accepts wins. */
function stringCandidates(known: Known): string[] {
  return [
    'Fuzz text',
    known.nid,
    '1',
    known.uuid,
    'fuzz-page',
    known.freshEmail(),
    '/files/demo/banners/guest-welcome.jpg',
    PNG_1PX,
    `data:text/csv;base64,${Buffer.from(`${known.freshEmail()},Dana,Lee,Optics Ltd,DE\n`).toString('base64')}`,
    '2026-01-01',
    '/register@Join',
    'https://example.com/page',
    '/terms-service',
    'a.b.c',
    'abc123',
    '',
  ];
}

/** A value for a field by its name, where the name says more than the schema (emails, passwords, ids). */
function byName(name: string, known: Known): unknown {
  const key = name.toLowerCase();
  if (key === 'mail' || key === 'email' || key === 'name' || key.endsWith('_email')) return known.freshEmail();
  if (key === 'pass' || key === 'password' || key === 'new_pass' || key === 'existing' || key === 'value_pass')
    return 'Lens-Quartz-42';
  if (key === 'uid' || key === 'field_userid') return known.uid;
  if (key === 'nid' || key === 'entity_id') return known.nid;
  if (key === 'profession_tid' || key === 'field_profession') return known.professionTid;
  if (key === 'field_country') return 'Germany';
  if (key === 'country') return 'DE';
  return undefined;
}

/** Whether `value` meets a string schema's patterns and lengths (allOf parts included). */
export function matchesAll(value: string, schema: Schema): boolean {
  const patterns: string[] = [];
  const collect = (s: Schema) => {
    const r = resolved(s);
    if (typeof r.pattern === 'string') patterns.push(r.pattern);
    for (const part of (r.allOf as Schema[] | undefined) ?? []) collect(part);
  };
  collect(schema);
  const r = resolved(schema);
  if (typeof r.minLength === 'number' && value.length < r.minLength) return false;
  if (typeof r.maxLength === 'number' && value.length > r.maxLength) return false;
  return patterns.every((pattern) => {
    try {
      return new RegExp(pattern, 'u').test(value);
    } catch {
      return true;
    }
  });
}

/** A valid-looking value for `schema` (depth-bounded); `name` is the property it goes to. */
export function sample(schema: Schema | undefined, known: Known, random: Random, name = '', depth = 0): unknown {
  const s = resolved(schema);
  if (depth > 8) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return random.pick(s.enum as unknown[]);
  if (Array.isArray(s.oneOf)) return sample(random.pick(s.oneOf as Schema[]), known, random, name, depth + 1);
  if (Array.isArray(s.anyOf)) return sample(random.pick(s.anyOf as Schema[]), known, random, name, depth + 1);
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map((part) => sample(part, known, random, name, depth + 1));
    if (parts.every((part) => part && typeof part === 'object' && !Array.isArray(part)))
      return Object.assign({}, ...(parts as object[]));
    if (!s.type) return parts[0];
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [key, property] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) {
        if (!required.has(key) && random.chance(0.3)) continue;
        out[key] = sample(property, known, random, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      const count = Math.max(min, 1);
      return Array.from({ length: count }, () => sample(s.items as Schema, known, random, name, depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return random.chance(0.5);
    case 'string': {
      const hinted = byName(name, known);
      if (typeof hinted === 'string' && matchesAll(hinted, s)) return hinted;
      if (typeof s.default === 'string') return s.default;
      return stringCandidates(known).find((candidate) => matchesAll(candidate, s)) ?? 'Fuzz text';
    }
    default: {
      const hinted = byName(name, known);
      return hinted ?? 'Fuzz text';
    }
  }
}

/** Every JSON path (keys and array indexes) under `value` whose leaf is not an object or array. */
export function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...at, key]));
  return at.length ? [at] : [];
}

/** Every JSON path to an object under `value` (the root included). */
export function objectPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...at, index]));
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...at, key]))];
  return [];
}

/** A copy of `body` with the value at `where` replaced (or removed with `remove`). */
export function setAt(body: unknown, where: (string | number)[], value: unknown, remove = false): unknown {
  if (where.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of where.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = where[where.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

export function getAt(body: unknown, where: (string | number)[]): unknown {
  let node = body as Record<string | number, unknown> | undefined;
  for (const key of where) node = node?.[key] as Record<string | number, unknown> | undefined;
  return node;
}
