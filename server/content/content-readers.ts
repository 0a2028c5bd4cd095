// Typed field readers for one YAML file: every problem names the file and the field path.
import path from 'node:path';
import { ContentError, MEDIA_URL_PREFIX, SLUG, parseLinkPairs } from './content-types';

export type Obj = Record<string, unknown>;

export const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** Reads typed fields of one YAML file, reporting errors with "<file>: <path>: <problem>". */
export class Reader {
  readonly media = new Set<string>();

  constructor(readonly file: string) {}

  fail(at: string, problem: string): never {
    throw new ContentError(`${this.file}: ${at}: ${problem}`);
  }

  obj(v: unknown, at: string): Obj {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(at, `expected a mapping, got ${show(v)}`);
    return v as Obj;
  }

  list(v: unknown, at: string, min = 0): unknown[] {
    if (!Array.isArray(v)) this.fail(at, `expected a list, got ${v === undefined ? 'nothing (missing)' : show(v)}`);
    if (v.length < min) this.fail(at, `expected at least ${min} item(s), got ${v.length}`);
    return v;
  }

  str(o: Obj, key: string, at: string, { allowEmpty = false } = {}): string {
    const v = o[key];
    if (v === undefined || v === null) this.fail(`${at}.${key}`, 'missing');
    if (typeof v !== 'string') this.fail(`${at}.${key}`, `expected a string, got ${show(v)}`);
    if (!allowEmpty && v.trim() === '') this.fail(`${at}.${key}`, 'must not be empty');
    return v;
  }

  int(o: Obj, key: string, at: string): number {
    const v = o[key];
    if (v === undefined || v === null) this.fail(`${at}.${key}`, 'missing');
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0)
      this.fail(`${at}.${key}`, `expected a positive integer, got ${show(v)}`);
    return v;
  }

  oneOf<T extends string | number>(o: Obj, key: string, at: string, allowed: readonly T[]): T {
    const v = o[key];
    if (v === undefined || v === null) this.fail(`${at}.${key}`, 'missing');
    if (!allowed.includes(v as T))
      this.fail(`${at}.${key}`, `expected one of ${allowed.map((a) => show(a)).join(', ')}, got ${show(v)}`);
    return v as T;
  }

  listOf<T extends string | number>(o: Obj, key: string, at: string, allowed: readonly T[]): T[] {
    const items = this.list(o[key], `${at}.${key}`, 1);
    items.forEach((v, i) => {
      if (!allowed.includes(v as T))
        this.fail(`${at}.${key}[${i}]`, `expected one of ${allowed.map((a) => show(a)).join(', ')}, got ${show(v)}`);
    });
    if (new Set(items).size !== items.length) this.fail(`${at}.${key}`, 'contains duplicates');
    return items as T[];
  }

  slug(o: Obj, key: string, at: string): string {
    const v = this.str(o, key, at);
    if (v.startsWith('/')) this.fail(`${at}.${key}`, `store the slug without a leading slash, got ${show(v)}`);
    if (!SLUG.test(v)) this.fail(`${at}.${key}`, `expected lower-case words joined by hyphens, got ${show(v)}`);
    return v;
  }

  asset(o: Obj, key: string, at: string, exts: readonly string[]): string {
    const v = this.str(o, key, at);
    this.checkAsset(v, `${at}.${key}`, exts);
    return v;
  }

  checkAsset(v: string, at: string, exts: readonly string[]): void {
    if (!v.startsWith(MEDIA_URL_PREFIX)) this.fail(at, `expected a path starting with ${MEDIA_URL_PREFIX}, got ${show(v)}`);
    if (v.includes('..') || v.includes('//') || /\s/.test(v)) this.fail(at, `invalid media path ${show(v)}`);
    const ext = path.extname(v).toLowerCase();
    if (!exts.includes(ext)) this.fail(at, `expected a ${exts.join('/')} file, got ${show(v)}`);
    this.media.add(v);
  }

  /** 'url@label' pairs: url is an in-app path or an https link, label non-empty. */
  links(o: Obj, key: string, at: string, { min, max }: { min: number; max: number }): string {
    const v = this.str(o, key, at, { allowEmpty: min === 0 });
    const pairs = parseLinkPairs(v);
    if (pairs.length < min || pairs.length > max)
      this.fail(`${at}.${key}`, `expected ${min === max ? max : `${min} to ${max}`} 'url@label' pair(s), got ${pairs.length}`);
    pairs.forEach((p, i) => {
      if (!p.label) this.fail(`${at}.${key}`, `pair ${i + 1} has no '@label'`);
      if (!isLink(p.url))
        this.fail(`${at}.${key}`, `pair ${i + 1}: url must be an in-app path (/...) or https://..., got ${show(p.url)}`);
    });
    return v;
  }

  httpsOrEmpty(o: Obj, key: string, at: string): string {
    const v = this.str(o, key, at, { allowEmpty: true });
    if (v !== '' && !/^https:\/\/[^\s]+$/.test(v)) this.fail(`${at}.${key}`, `expected '' or an https:// URL, got ${show(v)}`);
    return v;
  }

  unique<T>(items: T[], key: (t: T) => unknown, at: string, what: string): void {
    const seen = new Set<unknown>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) this.fail(at, `duplicate ${what} ${show(k)}`);
      seen.add(k);
    }
  }
}

const isLink = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//') && !/\s/.test(url)) || /^https:\/\/[^\s]+$/.test(url);
