/** The other spellings of a stored extension a member's file name may carry. */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg', 'jpe'] };
const MAX_NAME = 150;

/**
 * The name the support mail gives an attachment: the member's own file name (sent as `;name=` in
 * the data URL) made safe for a mail header and a download (no path, no control or reserved
 * characters, at most 150 characters), ending in an extension of the type found in its content.
 * Without a usable name: `<fallback>.<extension>`.
 */
export function attachmentFileName(name: string | null | undefined, extension: string, fallback: string): string {
  const cleaned = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const base = cleaned || fallback;
  const own = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  const accepted = SAME_TYPE[extension] ?? [extension];
  const withExtension = own && accepted.includes(own) ? base : `${base}.${extension}`;
  if (withExtension.length <= MAX_NAME) return withExtension;
  const suffix = withExtension.slice(withExtension.lastIndexOf('.'));
  return `${withExtension.slice(0, MAX_NAME - suffix.length)}${suffix}`;
}
