// The console's checks of the home page's content, the same rules as openapi.yaml (the server
// checks them again). Messages are the server's, so an editor reads one wording.

export const MAX_TITLE = 100;
export const MAX_DESCRIPTION = 300;
export const MAX_TAG_NAME = 50;
/** Professions, specialities and need-help entries. */
export const MAX_TERM_NAME = 100;

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function titleError(value: string, what = 'a title', max = MAX_TITLE): string | null {
  if (!value.trim()) return `Please enter ${what}`;
  if (value.length > max) return `Allowed max limit is ${max} characters`;
  if (CONTROL.test(value)) return 'Title cannot contain control characters.';
  return null;
}

export function descriptionError(value: string): string | null {
  if (value.length > MAX_DESCRIPTION) return `Allowed max limit is ${MAX_DESCRIPTION} characters`;
  if (CONTROL.test(value)) return 'Description cannot contain control characters.';
  return null;
}

/** One `url@label` link of a banner or mid banner, as two fields. */
export interface LinkValue {
  url: string;
  label: string;
}

const isUrl = (url: string) => /^\/[^\s,@]*$/.test(url) || /^https:\/\/[^\s,@]+$/.test(url);

export function linkUrlError({ url, label }: LinkValue, required: boolean): string | null {
  if (!url.trim()) return required || label.trim() ? 'Please enter the link’s address' : null;
  return isUrl(url.trim()) ? null : 'An address is an in-app path (/register) or an https:// link, without spaces, commas or @.';
}

export function linkLabelError({ url, label }: LinkValue, required: boolean): string | null {
  if (!label.trim()) return required || url.trim() ? 'Please enter the link’s label' : null;
  return /[,@]/.test(label) || CONTROL.test(label) ? 'A label cannot contain commas, @ or control characters.' : null;
}

/** `url@label,url@label` as the contract stores links (empty links left out). */
export const composeLinks = (links: LinkValue[]) =>
  links
    .filter((link) => link.url.trim() || link.label.trim())
    .map((link) => `${link.url.trim()}@${link.label.trim()}`)
    .join(',');

/** The links of `url@label,url@label` (the label follows the last @), always `count` of them. */
export function parseLinks(value: string, count: number): LinkValue[] {
  const links = value
    .split(',')
    .filter((pair) => pair.trim())
    .map((pair) => {
      const at = pair.lastIndexOf('@');
      return at < 0 ? { url: pair.trim(), label: '' } : { url: pair.slice(0, at).trim(), label: pair.slice(at + 1).trim() };
    });
  return Array.from({ length: count }, (_, i) => links[i] ?? { url: '', label: '' });
}

/** An order with the item at `from` moved to `to`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
