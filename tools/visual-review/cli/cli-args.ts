// Splits the command line of `visual:check` / `visual:review` into the tool's own flags and the
// arguments handed to Playwright (`npm run visual:check -- --grep "guest home"`).

export interface VisualArgs {
  /** `--no-open`: print the review page's URL without starting a browser. */
  noOpen: boolean;
  /** `--last`: review the last run's results (visual:review) instead of running the suite again. */
  last: boolean;
  help: boolean;
  /** Everything else, passed to `playwright test` unchanged. */
  playwright: string[];
}

/** Playwright options that change how tests run, not which: a run with only these is still a full run. */
const shapingWithValue = new Set(['--workers', '-j', '--retries', '--timeout', '--output', '--trace', '--reporter']);
const shapingFlags = new Set(['--headed', '--quiet']);

export function parseVisualArgs(argv: string[]): VisualArgs {
  return {
    noOpen: argv.includes('--no-open'),
    last: argv.includes('--last'),
    help: argv.includes('--help') || argv.includes('-h'),
    playwright: argv.filter((arg) => !['--no-open', '--last', '--help', '-h'].includes(arg)),
  };
}

/** The arguments that limit which tests run (grep, files, projects ...); empty for a full run. */
export function limitingArgs(playwright: string[]): string[] {
  const limiting: string[] = [];
  for (let i = 0; i < playwright.length; i++) {
    const arg = playwright[i]!;
    const name = arg.split('=')[0]!;
    if (shapingFlags.has(name)) continue;
    if (!shapingWithValue.has(name)) limiting.push(arg);
    else if (!arg.includes('=')) i++; // `--workers 2`: the value is the next argument
  }
  return limiting;
}

/** Whether the Playwright arguments pick the projects themselves. */
export function picksProjects(playwright: string[]): boolean {
  return playwright.some((arg) => arg === '--project' || arg.startsWith('--project='));
}
