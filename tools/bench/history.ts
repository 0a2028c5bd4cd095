// The benchmark's record of its runs (docs/bench/history.jsonl): one JSON line per run with when,
// at which commit, on what machine, with which flags, and every figure with its target and whether
// it met it. The line builder and the machine parser are pure, unit-tested in
// tests/scripts/bench-history.test.ts.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verdict, type Figure, type Unit } from './figures';

/** The machine a run was measured on. */
export interface Machine {
  /** The CPU's model name (/proc/cpuinfo), e.g. `Intel(R) Xeon(R) Processor`. */
  cpu: string;
  cores: number;
  /** Total memory, GiB (rounded). */
  memoryGiB: number;
  /** Node's version, without the `v`. */
  node: string;
  /** Load averages over 1, 5 and 15 minutes when the run ended. */
  load: number[];
}

/** A figure as the history keeps it: the value and target in the figure's unit (kB, s, ms…). */
export interface HistoryFigure {
  label: string;
  engine: string;
  /** null when it could not be measured. */
  value: number | null;
  unit: Unit;
  target?: { op: '<=' | '>='; value: number };
  /** Only with a target: whether the value met it. */
  met?: boolean;
  note?: string;
}

export interface HistoryLine {
  /** ISO time the run ended. */
  time: string;
  /** Short commit of HEAD, `null` outside a git checkout; `dirty` when the working tree had changes. */
  commit: string | null;
  dirty?: boolean;
  /** What wrote the line: the bench, or one of its single-purpose tools. */
  source: 'npm run bench' | 'tools/bench/login-timing.ts';
  machine: Machine;
  /** The command-line flags as the bench read them. */
  flags: Record<string, string | boolean | undefined>;
  /** The database engines measured. */
  engines: string[];
  /** The run's wall time, seconds. */
  seconds: number;
  missed: number;
  figures: HistoryFigure[];
}

/** Figures keep bytes and milliseconds; the history keeps them in the unit they are shown in. */
const SCALE: Partial<Record<Unit, number>> = { kB: 1000, s: 1000 };

/** A number in the figure's unit, to 4 decimal places at most (NaN → null). */
function inUnit(value: number | null, unit: Unit): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Number((value / (SCALE[unit] ?? 1)).toFixed(4));
}

export function historyFigure(figure: Figure): HistoryFigure {
  const line: HistoryFigure = {
    label: figure.label.trim(),
    engine: figure.engine,
    value: inUnit(figure.value, figure.unit),
    unit: figure.unit,
  };
  if (figure.target) {
    line.target = { op: figure.target.op, value: inUnit(figure.target.value, figure.unit)! };
    line.met = verdict(figure) === 'ok';
  }
  if (figure.note) line.note = figure.note;
  return line;
}

export interface HistoryInput {
  time: Date;
  commit: { short: string; dirty: boolean } | null;
  machine: Machine;
  flags: HistoryLine['flags'];
  engines: string[];
  seconds: number;
  figures: readonly Figure[];
  /** Default 'npm run bench'. */
  source?: HistoryLine['source'];
}

/** The line of one run (pure: the caller reads the clock, git and the machine). */
export function historyLine({
  time,
  commit,
  machine,
  flags,
  engines,
  seconds,
  figures,
  source = 'npm run bench',
}: HistoryInput): HistoryLine {
  const lines = figures.map(historyFigure);
  return {
    time: time.toISOString(),
    commit: commit?.short ?? null,
    ...(commit?.dirty ? { dirty: true } : {}),
    source,
    machine,
    flags,
    engines,
    seconds: Math.round(seconds),
    missed: lines.filter((figure) => figure.met === false).length,
    figures: lines,
  };
}

/** The first `model name` of /proc/cpuinfo's text (x86; `Model` on some ARM kernels), or undefined. */
export function cpuModelOf(cpuinfo: string): string | undefined {
  const match = /^(?:model name|Model)\s*:\s*(.+)$/m.exec(cpuinfo);
  return match?.[1]?.trim() || undefined;
}

/** This machine, as a history line records it. */
export function thisMachine(): Machine {
  let cpu: string | undefined;
  try {
    cpu = cpuModelOf(readFileSync('/proc/cpuinfo', 'utf8'));
  } catch {
    // not Linux
  }
  return {
    cpu: cpu ?? os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
    load: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/** HEAD's short commit and whether the working tree has changes; null outside a git checkout. */
export function gitCommit(cwd: string): { short: string; dirty: boolean } | null {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return { short: git('rev-parse', '--short', 'HEAD').trim(), dirty: git('status', '--porcelain').trim() !== '' };
  } catch {
    return null;
  }
}

/** Appends the line to the history file (created with its folder if missing). */
export function appendHistory(file: string, line: HistoryLine): void {
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
