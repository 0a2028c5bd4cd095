// `npm run visual:review`: the visual:check run, then the review page on REVIEW_PORT until Ctrl+C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gitUserName, ledgerFileOf } from '../server/approval-ledger';
import { ReviewState } from '../server/review-state';
import { buildReviewServer } from '../server/review-server';
import { buildReviewApp } from './build-targets';
import { parseVisualArgs } from './cli-args';
import { baselineDir } from './playwright-settings';
import { formatCheckReport } from './format-check-report';
import { loadLastRun, runDirOf } from './last-run';
import { prepareVisualRun, repoRoot } from './prepare-visual-run';
import type { CollectedRun } from './review-item';
import { usage } from './usage';

function openInBrowser(url: string): void {
  // Best effort: a machine without a desktop (or without xdg-open) just has the printed URL.
  const child = spawn('xdg-open', [url], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

function summary(state: ReviewState): string {
  const { approved, rejected, pending } = state.counts();
  const gitAdd = state.gitAdd();
  return `Approved ${approved}, rejected ${rejected}, left ${pending}.${gitAdd ? `\nStage the approved baselines:\n  ${gitAdd}` : ''}`;
}

/** Resolves when the review ends (Ctrl+C or SIGTERM); the value is the exit code. */
export async function reviewCommand(argv: string[]): Promise<number> {
  const args = parseVisualArgs(argv);
  if (args.help) {
    console.log(usage);
    return 0;
  }
  let collected: CollectedRun | null;
  let exitCode = 0;
  if (args.last) {
    collected = loadLastRun(runDirOf(repoRoot));
    if (!collected) {
      console.error('\nNo last run to review (or its images are gone): run npm run visual:review without --last.');
      return 1;
    }
    console.log(`Reviewing the last run, of ${collected.finishedAt} (no new run).`);
  } else {
    const prepared = await prepareVisualRun(args.playwright);
    collected = prepared.collected;
    exitCode = prepared.exitCode;
    if (!collected) {
      console.error(`\nThe visual suite ended before reporting any result (Playwright exit code ${prepared.exitCode}).`);
      return prepared.exitCode;
    }
  }
  console.log(formatCheckReport(collected));
  if (!collected.items.length && !collected.failures.length) {
    console.log('\nNothing to review: every snapshot matches its baseline.');
    return exitCode;
  }

  const appDir = path.join(repoRoot, '.tmp', 'visual-review-app');
  await buildReviewApp(repoRoot, appDir);
  const state = new ReviewState(collected, {
    file: ledgerFileOf(baselineDir(repoRoot)),
    root: repoRoot,
    reviewer: gitUserName(repoRoot),
  });
  const server = await buildReviewServer({ state, appDir });
  const port = Number(process.env.REVIEW_PORT ?? 4178);
  try {
    await server.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    console.error(`\nCannot serve the review page on port ${port} (${(error as Error).message}); pick another with REVIEW_PORT.`);
    return 1;
  }
  const url = `http://127.0.0.1:${port}/`;
  console.log(
    `\nReview page: ${url}\nApprove writes into ${path.relative(repoRoot, baselineDir(repoRoot))}/ at once. Ctrl+C ends the review.`,
  );
  if (!args.noOpen) openInBrowser(url);

  // Ctrl+C signals npm, the shell and tsx too, which pass it on: the second signal must not kill
  // the process before the summary is printed, so the handlers stay.
  await new Promise<void>((resolve) => {
    process.on('SIGINT', () => resolve());
    process.on('SIGTERM', () => resolve());
  });
  await server.close();
  console.log(`\n${summary(state)}`);
  return 0;
}
