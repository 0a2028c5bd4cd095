// The approval ledger: every approve or reject of the review page appends one line to
// visual-baselines/approvals.jsonl, in git beside the baselines. A record is keyed by the SHA-256
// of the image decided on (the new image; for a baseline without a test, that baseline), so a
// rebase or squash that brings back an old image brings back its decision too, and a rejected
// image stays rejected until the code produces another one.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LedgerRecord } from '../shared/review-types';

export const ledgerFileOf = (baselineDir: string) => path.join(baselineDir, 'approvals.jsonl');

export function imageHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export function readLedger(file: string): LedgerRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LedgerRecord);
}

/** One line per decision: appending keeps merges of two designers' ledgers simple. */
export function appendToLedger(file: string, record: LedgerRecord): void {
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** The records of one image, oldest first. */
export function historyOf(ledger: LedgerRecord[], hash: string): LedgerRecord[] {
  return ledger.filter((record) => record.image === hash);
}

/** Who decides: `git config user.name` in the repository, else null (the page then asks for a name). */
export function gitUserName(root: string): string | null {
  try {
    const name = execFileSync('git', ['config', 'user.name'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return name.trim() || null;
  } catch {
    return null;
  }
}
