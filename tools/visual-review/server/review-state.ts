// The decisions of one review and their effect on disk: approve writes the new image over the
// baseline at once (or deletes a stale baseline), reject leaves the baseline as the run found it
// (restoring it when the snapshot had been approved before). Each decision is also a line of the
// approval ledger (approval-ledger.ts); an image the ledger holds as rejected starts as rejected.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { lastDecision } from '../shared/last-decision';
import type { Decision, LedgerRecord, ReviewRun, Screen } from '../shared/review-types';
import type { CollectedRun, ReviewItem } from '../cli/review-item';
import { appendToLedger } from './approval-ledger';

/** Who decides and why, as the page sends it. */
export interface DecisionNote {
  by?: string;
  comment?: string;
}

export interface LedgerOptions {
  /** visual-baselines/approvals.jsonl */
  file: string;
  /** The repository root: the ledger's path in `git add` is relative to it. */
  root: string;
  /** `git config user.name`, or null: then every decision must carry a name. */
  reviewer: string | null;
}

/** Why a decision was not made. */
export type DecisionRefusal = 'no such snapshot' | 'no reviewer';

interface Entry extends ReviewItem {
  id: string;
  decision: Decision;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

export class ReviewState {
  private readonly entries: Entry[];
  private reviewer: string | null;
  private ledgerWritten = false;

  constructor(
    private readonly run: CollectedRun,
    private readonly ledger: LedgerOptions,
  ) {
    this.reviewer = ledger.reviewer;
    this.entries = run.items.map((item, index) => ({
      ...item,
      snapshot: { ...item.snapshot, history: [...item.snapshot.history] },
      id: String(index),
      decision: lastDecision(item.snapshot.history) === 'rejected' ? 'rejected' : 'pending',
    }));
  }

  /** Records the decision in the ledger; null when nobody is named. */
  private record(entry: Entry, decision: LedgerRecord['decision'], note: DecisionNote): DecisionRefusal | null {
    const by = note.by?.trim() || this.reviewer;
    if (!by) return 'no reviewer';
    this.reviewer = by;
    const record: LedgerRecord = {
      image: entry.snapshot.imageHash ?? '',
      baseline: entry.snapshot.baseline,
      decision,
      by,
      at: new Date().toISOString(),
      ...(note.comment?.trim() ? { comment: note.comment.trim() } : {}),
    };
    appendToLedger(this.ledger.file, record);
    this.ledgerWritten = true;
    entry.snapshot.history.push(record);
    return null;
  }

  entry(id: string): Entry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  approve(id: string, note: DecisionNote = {}): DecisionRefusal | null {
    const entry = this.entry(id);
    if (!entry) return 'no such snapshot';
    const refused = this.record(entry, 'approved', note);
    if (refused) return refused;
    const { status } = entry.snapshot;
    const { baseline, actual } = entry.files;
    if (status === 'stale') rmSync(baseline, { force: true });
    else {
      mkdirSync(path.dirname(baseline), { recursive: true });
      copyFileSync(actual!, baseline);
    }
    entry.decision = 'approved';
    return null;
  }

  reject(id: string, note: DecisionNote = {}): DecisionRefusal | null {
    const entry = this.entry(id);
    if (!entry) return 'no such snapshot';
    const refused = this.record(entry, 'rejected', note);
    if (refused) return refused;
    if (entry.decision === 'approved') {
      const { baseline, before } = entry.files;
      if (before) {
        mkdirSync(path.dirname(baseline), { recursive: true });
        copyFileSync(before, baseline);
      } else rmSync(baseline, { force: true });
    }
    entry.decision = 'rejected';
    return null;
  }

  /** Approves every snapshot still left (not those already rejected), in one screen or the whole run. */
  approveAll(screen?: Screen, note: DecisionNote = {}): DecisionRefusal | null {
    if (!note.by?.trim() && !this.reviewer) return 'no reviewer';
    const left = this.entries.filter(
      ({ decision, snapshot }) =>
        decision === 'pending' && (!screen || (snapshot.screen.file === screen.file && snapshot.screen.title === screen.title)),
    );
    for (const { id } of left) this.approve(id, note);
    return null;
  }

  /** `git add -A` stages new, changed and deleted files alike; the ledger goes with them. */
  gitAdd(): string | null {
    const approved = this.entries.filter(({ decision }) => decision === 'approved').map(({ snapshot }) => snapshot.baseline);
    if (!approved.length && !this.ledgerWritten) return null;
    const ledger = path.relative(this.ledger.root, this.ledger.file);
    return `git add -A -- ${[...approved, ledger].map(shellQuote).join(' ')}`;
  }

  view(): ReviewRun {
    const { failures, passed, limitedBy, staleChecked, finishedAt } = this.run;
    const snapshots = this.entries.map(({ id, decision, snapshot }) => ({ ...snapshot, id, decision }));
    return { finishedAt, limitedBy, staleChecked, passed, snapshots, failures, gitAdd: this.gitAdd(), reviewer: this.reviewer };
  }

  counts(): Record<Decision, number> {
    const counts: Record<Decision, number> = { pending: 0, approved: 0, rejected: 0 };
    for (const { decision } of this.entries) counts[decision]++;
    return counts;
  }
}
