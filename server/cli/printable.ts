/* eslint-disable no-control-regex -- this module exists to find control characters */
/**
 * Terminal-safe text for CLI output of what guests wrote. A help-form message is untrusted: an
 * escape sequence in it would reach the editor's terminal (recolour, retitle, rewrite the screen,
 * or hide lines). Whole ANSI sequences go first (so no `[31m` debris remains), then every other
 * control character: C0 (keeping newline and tab where the output is multi-line), DEL, C1, and the
 * Unicode bidirectional overrides that reorder what is shown.
 */
const ansiSequences = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[ -/]*[0-~])/g;
const c1Sequences = /\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u009c]*[\u0007\u009c]?/g;
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
const multiLineControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/g;

/** `text` without escape sequences or control characters; newlines and tabs stay when `multiLine`, else become spaces. */
export function printable(text: string, { multiLine = false }: { multiLine?: boolean } = {}): string {
  const stripped = text.replace(ansiSequences, '').replace(c1Sequences, '').replace(bidiControls, '');
  if (multiLine) return stripped.replace(/\r\n?/g, '\n').replace(multiLineControls, '');
  return stripped.replace(/[\t\r\n]+/g, ' ').replace(singleLineControls, '');
}

/**
 * JSON for the terminal: JSON.stringify already escapes C0 controls; C1 controls and bidi
 * overrides, which it leaves raw, are escaped too (the result is the same JSON value).
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
