// Where Playwright keeps the baseline of a `toHaveScreenshot(name)` call: the same template rules
// as Playwright 1.65's TestInfo._applyPathTemplate, so the tool works out the baseline of a snapshot
// that passed (Playwright reports no path for those) and which baselines belong to which spec file.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Everything the path template needs about one spec file run in one project. */
export interface SnapshotPathContext {
  /** `snapshotPathTemplate` (or `expect.toHaveScreenshot.pathTemplate`) of the config. */
  template: string;
  /** Folder of playwright.config.ts: relative templates resolve from it. */
  configDir: string;
  testDir: string;
  snapshotDir: string;
  /** Absolute path of the spec file. */
  testFile: string;
  project: string;
  /** describe titles and the test title (for anonymous snapshots and `{testName}`). */
  titlePath: string[];
}

// eslint-disable-next-line no-control-regex -- Playwright's own set of characters it replaces in file names
const unsafe = /[\x00-\x2C\x2E-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+/g;

function sanitize(value: string): string {
  return value.replace(unsafe, '-');
}

/** Playwright shortens long names to 100 characters with a hash in the middle. */
function trimLong(value: string, length = 100): string {
  if (value.length <= length) return value;
  const middle = `-${createHash('sha1').update(value).digest('hex').slice(0, 5)}-`;
  const start = Math.floor((length - middle.length) / 2);
  return value.slice(0, start) + middle + value.slice(-(length - middle.length - start));
}

function fill(context: SnapshotPathContext, arg: string, ext: string, overrides: Record<string, string> = {}): string {
  const relativeFile = path.relative(context.testDir, context.testFile);
  const parsed = path.parse(relativeFile);
  const values: Record<string, string> = {
    testDir: context.testDir,
    snapshotDir: context.snapshotDir,
    snapshotSuffix: '',
    testFileDir: parsed.dir,
    platform: process.platform,
    projectName: sanitize(context.project),
    testName: sanitize(trimLong(context.titlePath.join(' '))),
    testFileBaseName: parsed.name,
    testFileName: parsed.base,
    testFilePath: relativeFile,
    arg,
    ext,
    ...overrides,
  };
  // `{-projectName}` puts the `-` in front only when the value is not empty, like Playwright.
  return context.template.replace(/\{(\W)?(\w+)\}/g, (token, prefix: string | undefined, key: string) => {
    const value = values[key];
    if (value === undefined) return token;
    return value ? `${prefix ?? ''}${value}` : '';
  });
}

/**
 * The absolute baseline path of a screenshot named `name` (`''` for an anonymous one, numbered by
 * `anonymousIndex` from 1), as Playwright resolves it.
 */
export function baselinePath(context: SnapshotPathContext, name: string, anonymousIndex = 1): string {
  const ext = (name && path.extname(name)) || '.png';
  const subPath = name
    ? sanitize(name.slice(0, name.length - path.extname(name).length)) + ext
    : sanitize(trimLong([...context.titlePath, anonymousIndex].join(' '))) + ext;
  const arg = path.join(path.dirname(subPath), path.basename(subPath, ext));
  return path.normalize(path.resolve(context.configDir, fill(context, arg, ext)));
}

/**
 * The stem of the files Playwright writes into the output folder for a failed screenshot
 * (`<stem>-actual.png`, `-expected.png`, `-diff.png`): `occurrence` counts calls with the same name
 * in one test from 1 (the second one gets `-1`).
 */
export function outputStem(titlePath: string[], name: string, occurrence: number, anonymousIndex = 1): string {
  const short = 60; // Playwright keeps output names short for Windows file systems
  if (!name) return sanitize(trimLong([...titlePath, anonymousIndex].join(' '), short));
  const trimmed = trimLong(name, short);
  const stem = sanitize(trimmed.slice(0, trimmed.length - path.extname(trimmed).length));
  return occurrence > 1 ? `${stem}-${occurrence - 1}` : stem;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const fileTokens = ['testFileDir', 'testFileBaseName', 'testFileName', 'testFilePath'];

/**
 * A pattern matching every baseline the spec file could own in this project, whatever the
 * snapshot's name (`{arg}` and `{testName}` left open); with `anyFile`, the pattern of every spec
 * file of the project (the spec-file tokens left open too).
 */
export function baselinePattern(context: SnapshotPathContext, anyFile = false): RegExp {
  // A character no real path holds, replaced by a wildcard once the template is filled.
  const mark = '\u2060';
  const overrides = Object.fromEntries([['testName', mark], ...(anyFile ? fileTokens.map((token) => [token, mark]) : [])]);
  const filled = fill(context, mark, '.png', overrides);
  const absolute = path.normalize(path.resolve(context.configDir, filled));
  return new RegExp(`^${escapeRegExp(absolute).replaceAll(mark, '(.+?)')}$`);
}
