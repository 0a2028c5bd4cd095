import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../tools/bench/figures';
import { appendHistory, cpuModelOf, historyLine, type Machine } from '../../tools/bench/history';

const machine: Machine = { cpu: 'Intel(R) Xeon(R) Processor', cores: 2, memoryGiB: 24, node: '20.20.2', load: [0.5, 0.7, 1] };
const input = (figures: Figure[], commit = { short: 'abc1234', dirty: false }) => ({
  time: new Date('2026-12-01T10:20:30.000Z'),
  commit,
  machine,
  flags: { pglite: true, seconds: '1', skip: 'browser,lighthouse' },
  engines: ['pglite'],
  seconds: 61.4,
  figures,
});

describe('bench history line', () => {
  it('records when, the commit, the machine, the flags and the engines of a run', () => {
    const line = historyLine(input([]));
    expect(line).toEqual({
      time: '2026-12-01T10:20:30.000Z',
      commit: 'abc1234',
      source: 'npm run bench',
      machine,
      flags: { pglite: true, seconds: '1', skip: 'browser,lighthouse' },
      engines: ['pglite'],
      seconds: 61,
      missed: 0,
      figures: [],
    });
    expect(historyLine(input([], { short: 'abc1234', dirty: true })).dirty).toBe(true);
    expect(historyLine({ ...input([]), commit: null }).commit).toBeNull();
  });

  it('keeps each figure in the unit it is shown in, with its target and whether it met it', () => {
    const line = historyLine(
      input([
        {
          label: "start-up of `npm start`'s command → /readyz",
          engine: 'pglite',
          value: 1_234.5678,
          unit: 's',
          target: { op: '<=', value: 2_000 },
          note: 'median of 1.20, 1.23, 1.30 s',
        },
        {
          label: '/ JS before the page is drawn (Chromium)',
          engine: '',
          value: 121_400,
          unit: 'kB',
          target: { op: '<=', value: 120_000 },
        },
        { label: '  ratio to bare Fastify', engine: 'postgres', value: 61.23456, unit: '%', target: { op: '>=', value: 50 } },
        { label: 'login at 20 logins/s: p99', engine: 'pglite', value: 25.5, unit: 'ms' },
      ]),
    );
    expect(line.figures).toEqual([
      {
        label: "start-up of `npm start`'s command → /readyz",
        engine: 'pglite',
        value: 1.2346,
        unit: 's',
        target: { op: '<=', value: 2 },
        met: true,
        note: 'median of 1.20, 1.23, 1.30 s',
      },
      {
        label: '/ JS before the page is drawn (Chromium)',
        engine: '',
        value: 121.4,
        unit: 'kB',
        target: { op: '<=', value: 120 },
        met: false,
      },
      // The table's indentation (a row under the one before) is not kept in the data.
      {
        label: 'ratio to bare Fastify',
        engine: 'postgres',
        value: 61.2346,
        unit: '%',
        target: { op: '>=', value: 50 },
        met: true,
      },
      // No target: no verdict either.
      { label: 'login at 20 logins/s: p99', engine: 'pglite', value: 25.5, unit: 'ms' },
    ]);
    expect(line.missed).toBe(1);
  });

  it('a figure that could not be measured is null, and misses its target', () => {
    const line = historyLine(
      input([
        { label: 'a', engine: '', value: Number.NaN, unit: 'ms', target: { op: '<=', value: 20 } },
        { label: 'b', engine: '', value: null, unit: 'x' },
      ]),
    );
    expect(line.figures.map((f) => [f.value, f.met])).toEqual([
      [null, false],
      [null, undefined],
    ]);
    expect(line.missed).toBe(1);
    // NaN would not survive JSON.
    expect(JSON.parse(JSON.stringify(line))).toEqual(line);
  });

  it("reads the CPU's model name from /proc/cpuinfo", () => {
    const cpuinfo =
      'processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) Processor\nflags\t\t: fpu\n\nprocessor\t: 1\nmodel name\t: Intel(R) Xeon(R) Processor\n';
    expect(cpuModelOf(cpuinfo)).toBe('Intel(R) Xeon(R) Processor');
    expect(cpuModelOf('processor\t: 0\nModel\t\t: Raspberry Pi 4 Model B Rev 1.4\n')).toBe('Raspberry Pi 4 Model B Rev 1.4');
    expect(cpuModelOf('processor\t: 0\n')).toBeUndefined();
  });

  it('appends one JSON line per run', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
    try {
      const file = path.join(dir, 'bench', 'history.jsonl');
      appendHistory(file, historyLine(input([])));
      appendHistory(file, historyLine(input([], { short: 'def5678', dirty: false })));
      const lines = readFileSync(file, 'utf8').split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe('');
      expect(lines.slice(0, 2).map((l) => (JSON.parse(l) as { commit: string }).commit)).toEqual(['abc1234', 'def5678']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
