import type UAParserType from 'ua-parser-js';
import { loadOnFirstUse } from '../load-on-first-use';

const UAParser = loadOnFirstUse<typeof UAParserType>('ua-parser-js');

/** Browser and operating system for people to read, e.g. `Firefox 128` and `Windows 10`. */
export interface DeviceDescription {
  browser: string;
  os: string;
}

const UNKNOWN_BROWSER = 'Unknown browser';
const UNKNOWN_OS = 'Unknown system';

/** Parses a stored User-Agent header with ua-parser-js (MIT, 1.x). */
export function describeUserAgent(userAgent: string): DeviceDescription {
  if (!userAgent) return { browser: UNKNOWN_BROWSER, os: UNKNOWN_OS };
  const { browser, os } = new (UAParser())(userAgent).getResult();
  return {
    browser: join(browser.name, browser.major) || UNKNOWN_BROWSER,
    os: join(os.name, os.version) || UNKNOWN_OS,
  };
}

/**
 * What makes two User-Agents "the same browser" for the new-browser mail: the browser's name and
 * the system's name, without any version (an update of either is not a new browser). An empty or
 * unreadable header gives '|': all of those count as one unknown browser.
 */
export function browserFamily(userAgent: string): string {
  if (!userAgent) return '|';
  const { browser, os } = new (UAParser())(userAgent).getResult();
  return `${browser.name ?? ''}|${os.name ?? ''}`;
}

const join = (name: string | undefined, version: string | undefined): string =>
  name ? [name, version].filter(Boolean).join(' ') : '';
