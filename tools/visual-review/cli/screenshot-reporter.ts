// A Playwright reporter for the visual runs of `visual:check` and `visual:review`: it writes, per
// test, which screenshots it compared and the files Playwright attached on a mismatch, into the
// JSON file named by VISUAL_REVIEW_RESULTS. Playwright's own JSON reporter drops `expect` steps, and
// those are how we know which baselines a passing test still uses.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestError, TestResult, TestStep } from '@playwright/test/reporter';
import type { RecordedRun, RecordedScreenshot, RecordedTest } from './recorded-run';

const screenshotStep = /^Expect "(?:soft )?toHaveScreenshot(?:\((.*)\))?"$/;
// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const ansi = /\u001b\[[0-9;]*m/g;

function messageOf(error: TestError): string {
  return (error.message ?? error.value ?? 'unknown error').replace(ansi, '');
}

function screenshotsOf(steps: TestStep[]): RecordedScreenshot[] {
  return steps.flatMap((step) => {
    const match = step.category === 'expect' ? screenshotStep.exec(step.title) : null;
    const own = match ? [{ name: (match[1] ?? '').replace(/\\"/g, '"'), failed: Boolean(step.error) }] : [];
    return [...own, ...screenshotsOf(step.steps)];
  });
}

export default class ScreenshotReporter implements Reporter {
  private configDir = '';
  private readonly tests = new Map<string, RecordedTest>();
  private readonly errors: string[] = [];

  onBegin(config: FullConfig): void {
    this.configDir = config.configFile ? path.dirname(config.configFile) : config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project();
    // titlePath(): root '', project, file, then describes and the title.
    this.tests.set(test.id, {
      file: test.location.file,
      titlePath: test.titlePath().slice(3),
      project: project?.name ?? '',
      testDir: project?.testDir ?? '',
      status: result.status,
      errors: result.errors.map(messageOf),
      screenshots: screenshotsOf(result.steps),
      attachments: result.attachments.flatMap(({ name, path: file }) => (file ? [{ name, path: file }] : [])),
    });
  }

  onError(error: TestError): void {
    this.errors.push(messageOf(error));
  }

  onEnd(result: FullResult): void {
    const output = process.env.VISUAL_REVIEW_RESULTS;
    if (!output) return;
    const run: RecordedRun = {
      status: result.status,
      configDir: this.configDir,
      tests: [...this.tests.values()],
      errors: this.errors,
    };
    writeFileSync(output, JSON.stringify(run, null, 2));
  }

  printsToStdio(): boolean {
    return false;
  }
}
