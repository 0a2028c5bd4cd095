// What screenshot-reporter.ts writes for each visual run and collect-review.ts reads back.

/** One `toHaveScreenshot` call of a test, in call order. */
export interface RecordedScreenshot {
  /** The name passed to the matcher; '' for an anonymous screenshot. */
  name: string;
  /** Whether this call failed (differs, missing baseline, unstable page...). */
  failed: boolean;
}

export interface RecordedTest {
  /** Absolute path of the spec file. */
  file: string;
  /** describe titles and the test title. */
  titlePath: string[];
  project: string;
  testDir: string;
  /** Outcome of the last attempt. */
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  /** Error messages of the last attempt, without terminal colours. */
  errors: string[];
  screenshots: RecordedScreenshot[];
  /** Files Playwright attached (`<name>-actual.png`, `-expected.png`, `-diff.png` ...). */
  attachments: { name: string; path: string }[];
}

export interface RecordedRun {
  /** Playwright's overall status. */
  status: 'passed' | 'failed' | 'timedout' | 'interrupted';
  configDir: string;
  tests: RecordedTest[];
  /** Errors outside any test (config, web server, global set-up). */
  errors: string[];
}
