import { readFileSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import type { PathAnnotation } from '../shared/machine-paths/ui-plans/ui-plan';
import { pathChanges, pathChangesLine, type PathCatalog, type PathChanges } from './path-changes';
import { qaOutputDirs } from './qa-output-dirs';
import { uiCoverage, uiCoverageLine, type MachineUiCoverage } from './ui-coverage';

/**
 * The QA report of `npm run qa:paths` (a Playwright reporter, passed by qa-paths.ts): one entry
 * per generated path (machine, path id, kind, steps with pass/fail, the failing step's
 * screenshot), as `index.html`, `report.md` and `report.json` in QA_REPORT_DIR (default
 * .tmp/qa-paths/report). Its location is printed at the end of the run. It also lists the paths
 * added and removed since the previous report in that folder (path-changes.ts), from the catalog
 * of every UI path the CLI passes in QA_PATH_CATALOG.
 */
interface Entry {
  path: PathAnnotation;
  /** 'known issue': failed as a listed finding expects (test.fail); 'failed' also when such a path passes. */
  status: TestResult['status'] | 'skipped' | 'known issue';
  durationMs: number;
  steps: Array<{ title: string; status: 'passed' | 'failed' | 'not run' }>;
  error: string | null;
  skipReason: string | null;
  screenshot: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export default class QaReporter implements Reporter {
  private readonly dir = qaOutputDirs(process.cwd()).report;
  private readonly entries = new Map<string, Entry>();
  private readonly catalog: PathCatalog = JSON.parse(process.env.QA_PATH_CATALOG ?? '{}') as PathCatalog;
  private previous: { generatedAt: string | null; catalog: PathCatalog } | null = null;
  private pending: Array<Promise<unknown>> = [];
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
    this.previous = readPrevious(path.join(this.dir, 'report.json'));
    this.pending.push(
      rm(this.dir, { recursive: true, force: true }).then(() => mkdir(path.join(this.dir, 'screenshots'), { recursive: true })),
    );
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const note = [...test.annotations, ...result.annotations].find((annotation) => annotation.type === 'qa-path');
    if (!note?.description) return;
    const annotation = JSON.parse(note.description) as PathAnnotation;
    const ran = new Map<string, TestStep>();
    const visit = (steps: TestStep[]) => {
      for (const step of steps) {
        if (step.category === 'test.step') ran.set(step.title, step);
        visit(step.steps);
      }
    };
    visit(result.steps);
    const stepTitle = (title: string) => {
      const matching = [...ran.keys()].filter((key) => key === title || key.startsWith(`${title} (`));
      if (matching.length === 0) return 'not run' as const;
      return matching.some((key) => ran.get(key)!.error) ? ('failed' as const) : ('passed' as const);
    };
    const start = ran.get('0. start');
    const steps = [
      { title: '0. start', status: start ? (start.error ? 'failed' : 'passed') : 'not run' } as Entry['steps'][number],
      ...annotation.steps.map((title) => ({ title, status: stepTitle(title) })),
    ];
    const shot = result.attachments.find(
      (attachment) => attachment.name.startsWith('failing step') && (attachment.path || attachment.body),
    );
    let screenshot: string | null = null;
    if (shot) {
      screenshot = `screenshots/${annotation.id.replace(/[^a-z0-9]+/gi, '-')}.png`;
      const target = path.join(this.dir, screenshot);
      const ready = this.pending[0]!;
      this.pending.push(ready.then(() => (shot.body ? writeFile(target, shot.body) : copyFile(shot.path!, target))));
    }
    const notes = [...test.annotations, ...result.annotations];
    const skip = notes.find((item) => item.type === 'skip');
    const known = notes.find((item) => item.type === 'fail');
    const expectedFailure = test.expectedStatus === 'failed';
    let status: Entry['status'] = result.status;
    if (expectedFailure) status = result.status === 'failed' ? 'known issue' : 'failed';
    this.entries.set(test.id, {
      path: annotation,
      status,
      durationMs: result.duration,
      steps,
      error:
        expectedFailure && result.status !== 'failed'
          ? `listed as a known issue but passed: drop it from the driver's knownIssues (${known?.description ?? ''})`
          : result.error?.message
            ? `${known ? `known issue: ${known.description}\n` : ''}${stripAnsi(result.error.message).split('\n').slice(0, 12).join('\n')}`
            : null,
      skipReason: result.status === 'skipped' ? (skip?.description ?? 'skipped') : null,
      screenshot,
    });
  }

  async onEnd(result: FullResult) {
    await Promise.all(this.pending);
    const entries = [...this.entries.values()].sort((a, b) =>
      (a.path.machine + a.path.id).localeCompare(b.path.machine + b.path.id),
    );
    const count = (status: string) => entries.filter((entry) => entry.status === status).length;
    const summary = {
      passed: count('passed'),
      failed: entries.filter(
        (entry) => entry.status === 'failed' || entry.status === 'timedOut' || entry.status === 'interrupted',
      ).length,
      knownIssues: count('known issue'),
      skipped: count('skipped'),
      minutes: ((Date.now() - this.started) / 60_000).toFixed(1),
    };
    const changes = pathChanges(this.previous?.catalog ?? null, this.catalog);
    const changesLine = pathChangesLine(changes, this.previous !== null);
    const coverage = uiCoverage(
      entries.map((entry) => ({
        machine: entry.path.machine,
        reach: entry.path.reach,
        startPassed: entry.steps[0]?.status === 'passed',
        stepsPassed: entry.steps.slice(1).map((step) => step.status === 'passed'),
      })),
    );
    const extras = { changes, changesLine, coverage };
    await writeFile(path.join(this.dir, 'report.md'), this.markdown(entries, summary, result.status, extras));
    await writeFile(path.join(this.dir, 'index.html'), this.html(entries, summary, result.status, extras));
    const generatedAt = new Date().toISOString();
    await writeFile(
      path.join(this.dir, 'report.json'),
      JSON.stringify(
        { generatedAt, summary, status: result.status, catalog: this.catalog, changes, uiCoverage: coverage, entries },
        null,
        2,
      ),
    );
    console.log(
      `\nQA paths: ${summary.passed} passed, ${summary.failed} failed, ${summary.knownIssues} known issues, ${summary.skipped} skipped in ${summary.minutes} min` +
        `\nQA paths ${changesLine}` +
        coverage.map((machine) => `\nQA real-UI coverage: ${uiCoverageLine(machine)}`).join('') +
        `\nQA report: ${path.join(this.dir, 'index.html')} (and report.md)`,
    );
  }

  private markdown(entries: Entry[], summary: Record<string, unknown>, status: string, extras: ReportExtras): string {
    const { changes, changesLine, coverage } = extras;
    const lines = [
      '# QA paths report',
      '',
      `Run ${status}: ${summary.passed} passed, ${summary.failed} failed, ${summary.knownIssues} known issues, ${summary.skipped} skipped in ${summary.minutes} min.`,
      '',
      `Paths ${changesLine}.`,
      '',
      ...changes.added.map((change) => `- added ${change.id} \`${change.summary}\``),
      ...changes.removed.map((change) => `- removed ${change.id} \`${change.summary}\``),
      ...(changes.added.length + changes.removed.length ? [''] : []),
      '## Real-UI coverage (reached in the browser, of what the run planned)',
      '',
      ...coverage.flatMap((machine) => [
        `- ${uiCoverageLine(machine)}`,
        ...machine.missed.map((item) => `  - not reached: ${item}`),
      ]),
      '',
      '| machine | path | kind | result | steps | time |',
      '| --- | --- | --- | --- | --- | --- |',
      ...entries.map(
        (entry) =>
          `| ${entry.path.machine} | ${entry.path.id} | ${entry.path.kind} | ${entry.status} | ${entry.path.steps.length} | ${(entry.durationMs / 1000).toFixed(1)} s |`,
      ),
      '',
    ];
    for (const entry of entries) {
      lines.push(`## ${entry.path.id}: ${entry.status}`, '', `\`${entry.path.title}\``, '');
      if (entry.skipReason) lines.push(`Skipped: ${entry.skipReason}`, '');
      for (const step of entry.steps)
        lines.push(`- ${step.status === 'passed' ? '✔' : step.status === 'failed' ? '✘' : '·'} ${step.title}`);
      if (entry.error) lines.push('', '```', entry.error, '```');
      if (entry.screenshot) lines.push('', `![failing step of ${entry.path.id}](${entry.screenshot})`);
      lines.push('');
    }
    return lines.join('\n');
  }

  private html(entries: Entry[], summary: Record<string, unknown>, status: string, extras: ReportExtras): string {
    const { changes, changesLine, coverage } = extras;
    const coverageItems = coverage
      .map(
        (machine) =>
          `<li>${escapeHtml(uiCoverageLine(machine))}${
            machine.missed.length
              ? `<details><summary>${machine.missed.length} not reached</summary><ul>${machine.missed.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></details>`
              : ''
          }</li>`,
      )
      .join('');
    const changeItems = [
      ...changes.added.map((change) => `<li>added <code>${escapeHtml(change.id)}</code> ${escapeHtml(change.summary)}</li>`),
      ...changes.removed.map((change) => `<li>removed <code>${escapeHtml(change.id)}</code> ${escapeHtml(change.summary)}</li>`),
    ].join('');
    const colour = (value: string) => {
      if (value === 'passed') return '#1b7f3b';
      if (value === 'known issue') return '#9a6700';
      return value === 'skipped' || value === 'not run' ? '#777' : '#b3261e';
    };
    const rows = entries
      .map((entry) => {
        const shotId = `shot-${entry.path.id.replace(/[^a-z0-9]+/gi, '-')}`;
        // A failing step links to its screenshot; its title ends with the machine state it leads to.
        const steps = entry.steps
          .map(
            (step) =>
              `<li style="color:${colour(step.status)}">${step.status === 'passed' ? '✔' : step.status === 'failed' ? '✘' : '·'} ${escapeHtml(step.title)}${
                step.status === 'failed' && entry.screenshot ? ` <a href="#${shotId}">screenshot</a>` : ''
              }</li>`,
          )
          .join('');
        return `<details${entry.status === 'passed' || entry.status === 'skipped' ? '' : ' open'}>
<summary><b style="color:${colour(entry.status)}">${escapeHtml(entry.status)}</b> ${escapeHtml(entry.path.id)} <small>(${escapeHtml(entry.path.kind)}, ${(entry.durationMs / 1000).toFixed(1)} s)</small> ${escapeHtml(entry.path.title)}</summary>
${entry.skipReason ? `<p>Skipped: ${escapeHtml(entry.skipReason)}</p>` : ''}<ol style="list-style:none">${steps}</ol>
${entry.error ? `<pre>${escapeHtml(entry.error)}</pre>` : ''}${entry.screenshot ? `<p><a href="${entry.screenshot}"><img id="${shotId}" src="${entry.screenshot}" alt="failing step of ${escapeHtml(entry.path.id)}" style="max-width:100%;border:1px solid #ccc"></a></p>` : ''}
</details>`;
      })
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QA paths report</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}summary{cursor:pointer;padding:.25rem 0}pre{background:#f6f6f6;padding:.5rem;white-space:pre-wrap}</style></head>
<body><h1>QA paths report</h1><p>Run ${escapeHtml(status)}: ${summary.passed} passed, ${summary.failed} failed, ${summary.knownIssues} known issues, ${summary.skipped} skipped in ${summary.minutes} min.</p>
<section aria-label="real-UI coverage"><h2>Real-UI coverage</h2><p>States, transitions and blocked cases of each machine reached in the browser (the start and the steps that passed), of those the run's paths plan.</p><ul>${coverageItems}</ul></section>
<section aria-label="paths added and removed"><p>Paths ${escapeHtml(changesLine)}.</p>${changeItems ? `<ul>${changeItems}</ul>` : ''}</section>
${rows}</body></html>`;
  }
}

interface ReportExtras {
  changes: PathChanges;
  changesLine: string;
  coverage: MachineUiCoverage[];
}

/** The previous report's catalog (and when it was written), or null when there is none or it predates catalogs. */
function readPrevious(file: string): { generatedAt: string | null; catalog: PathCatalog } | null {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as { generatedAt?: string; catalog?: PathCatalog };
    return report.catalog ? { generatedAt: report.generatedAt ?? null, catalog: report.catalog } : null;
  } catch {
    return null;
  }
}
