/** What `npm run qa:paths -- --help` prints (and an argument error, after the error). */
export function qaUsage(machines: readonly string[]): string {
  return `usage: npm run qa:paths -- [options] [machine...]

Lists the machines' generated paths, or runs their UI paths in Chromium (one Playwright test per
path) against a portal of the run's own, and writes a report.

  --list                 print each machine's states, transitions, guards, paths and UI tables
  --json <file>          write the same as JSON (with every path's steps)
  --machine <name>       only this machine (repeatable; a bare name does the same)
  --cover                UI run: only the cover set, chosen from the spec's oracle (every
                         screen, transition and blocked case the UI paths reach)
  --path <id>            UI run: only this path, e.g. 'supportWizard#90e55f9' (repeatable)
  --grep <text>          UI run: only paths whose summary or title contains <text> (any case)
  --no-build             UI run: reuse the last SPA build when there is one
  -h, --help             print this and exit

machines: ${machines.join(', ')}

Output under the checkout: .tmp/qa-paths/report/index.html (the report; QA_REPORT_DIR),
.tmp/qa-paths/results/ (Playwright; QA_OUTPUT), .tmp/qa-paths/dist/ (the SPA build; DIST_DIR).
The portal listens on E2E_PORT (default 8196); Ctrl-C or SIGTERM stops it with the run.
`;
}
