// The console's checks of a landing page, the same rules as openapi.yaml's PageInput (the
// server checks them again). Messages are the server's, so an editor reads one wording.

import { hasText } from '../../components/console/has-text';

export const MAX_SLUG = 80;
export const MAX_PAGE_BODY = 100_000;
export const MAX_SUMMARY = 2000;

export function slugError(value: string): string | null {
  if (!value) return 'Please enter the page’s address';
  if (value.length > MAX_SLUG) return `Allowed max limit is ${MAX_SLUG} characters`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
    return 'The address may contain only lower-case letters (a-z), digits and single hyphens between them, e.g. about-us.';
  return null;
}

export function pageBodyError(value: string): string | null {
  if (!hasText(value)) return 'Please enter the body';
  return value.length > MAX_PAGE_BODY ? `Allowed max limit is ${MAX_PAGE_BODY} characters` : null;
}

/** What changed: needed for a material change (members read it), else optional. */
export function summaryError(value: string, required: boolean): string | null {
  if (required && !value.trim()) return 'Please enter a summary of what changed';
  return value.length > MAX_SUMMARY ? `Allowed max limit is ${MAX_SUMMARY} characters` : null;
}
