// The changed share a card shows: the real count and share of differing pixels.

/** '216 of 1,024,000 pixels changed (0.021 %)'; tiny shares keep two significant digits. */
export function changedShareText(changed: number, total: number): string {
  const share = total ? (changed / total) * 100 : 0;
  const shown = share === 0 ? '0' : share >= 1 ? share.toFixed(1) : share.toPrecision(2);
  const count = (value: number) => value.toLocaleString('en-US');
  return `${count(changed)} of ${count(total)} pixels changed (${shown} %)`;
}
