// The benchmark's figures and its one table (tools/bench/bench.ts): pure functions, unit-tested in
// tests/scripts/bench-figures.test.ts.

/** A target a figure must meet: at most or at least `value` (in the figure's unit). */
export interface Target {
  op: '<=' | '>=';
  value: number;
}

export type Unit = 'kB' | 'ms' | 's' | 'req/s' | 'logins/s' | '%' | 'score' | 'cls' | 'x';

export interface Figure {
  /** What was measured, e.g. `GET /uiapi/tags req/s`. */
  label: string;
  /** 'pglite', 'postgres', or '' for figures that do not depend on the database. */
  engine: string;
  /** null when it could not be measured (the note says why). */
  value: number | null;
  unit: Unit;
  target?: Target;
  /** Something the reader needs beside the number (non-2xx answers, what was compared). */
  note?: string;
}

export type Verdict = 'ok' | 'MISS' | '';

/** The middle value (mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Paired rounds (a figure before → after within the same round): the median of each round's own
 * ratio, and the rounds as `rounds: 1.2 → 2.5, …` for a figure's note.
 */
export function roundRatios(rounds: readonly { before: number; after: number }[]): { ratio: number; rounds: string } {
  return {
    ratio: median(rounds.map((r) => r.after / r.before)),
    rounds: `rounds: ${rounds.map((r) => `${r.before.toFixed(1)} → ${r.after.toFixed(1)}`).join(', ')}`,
  };
}

/** The p-th percentile (0–100) by the nearest-rank method; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** ok or MISS against the target; '' without a target; MISS when the value could not be measured. */
export function verdict(figure: Pick<Figure, 'value' | 'target'>): Verdict {
  if (!figure.target) return '';
  if (figure.value === null || Number.isNaN(figure.value)) return 'MISS';
  return (figure.target.op === '<=' ? figure.value <= figure.target.value : figure.value >= figure.target.value) ? 'ok' : 'MISS';
}

/** A value in its unit, with a precision that suits it (bytes as kB = 1,000 bytes). */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || Number.isNaN(value)) return '—';
  switch (unit) {
    case 'kB':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'req/s':
    case 'logins/s':
      return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
    case '%':
      return `${value.toFixed(1)} %`;
    case 'score':
      return String(Math.round(value));
    case 'cls':
      return value.toFixed(3);
    case 'x':
      return `${value.toFixed(2)}×`;
  }
}

export function formatTarget(target: Target | undefined, unit: Unit): string {
  if (!target) return '';
  return `${target.op === '<=' ? '≤' : '≥'} ${formatValue(target.value, unit)}`;
}

/** One Markdown table (aligned for a terminal): figure, engine, value, target, verdict, note. */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['figure', 'engine', 'value', 'target', '', 'note'];
  const rows = figures.map((f) => [
    f.label,
    f.engine,
    formatValue(f.value, f.unit),
    formatTarget(f.target, f.unit),
    verdict(f),
    f.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = new Set([2, 3]);
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right.has(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** How many figures with a target missed it. */
export function missCount(figures: readonly Figure[]): number {
  return figures.filter((f) => verdict(f) === 'MISS').length;
}
