// The decisions of one review and their effect on disk: approve writes the new image over the
// baseline at once (or deletes a stale baseline), reject leaves the baseline as the run found it
// (restoring it when the snapshot had been approved before).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Decision, ReviewRun, Screen } from '../shared/review-types';
import type { CollectedRun, ReviewItem } from '../cli/review-item';

interface Entry extends ReviewItem {
  id: string;
  decision: Decision;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

export class ReviewState {
  private readonly entries: Entry[];

  constructor(private readonly run: CollectedRun) {
    this.entries = run.items.map((item, index) => ({ ...item, id: String(index), decision: 'pending' }));
  }

  entry(id: string): Entry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  approve(id: string): boolean {
    const entry = this.entry(id);
    if (!entry) return false;
    const { status } = entry.snapshot;
    const { baseline, actual } = entry.files;
    if (status === 'stale') rmSync(baseline, { force: true });
    else {
      mkdirSync(path.dirname(baseline), { recursive: true });
      copyFileSync(actual!, baseline);
    }
    entry.decision = 'approved';
    return true;
  }

  reject(id: string): boolean {
    const entry = this.entry(id);
    if (!entry) return false;
    if (entry.decision === 'approved') {
      const { baseline, before } = entry.files;
      if (before) {
        mkdirSync(path.dirname(baseline), { recursive: true });
        copyFileSync(before, baseline);
      } else rmSync(baseline, { force: true });
    }
    entry.decision = 'rejected';
    return true;
  }

  /** Approves every snapshot still left (not those already rejected), in one screen or the whole run. */
  approveAll(screen?: Screen): number {
    const left = this.entries.filter(
      ({ decision, snapshot }) =>
        decision === 'pending' && (!screen || (snapshot.screen.file === screen.file && snapshot.screen.title === screen.title)),
    );
    for (const { id } of left) this.approve(id);
    return left.length;
  }

  /** `git add -A` stages new, changed and deleted files alike. */
  gitAdd(): string | null {
    const approved = this.entries.filter(({ decision }) => decision === 'approved').map(({ snapshot }) => snapshot.baseline);
    return approved.length ? `git add -A -- ${approved.map(shellQuote).join(' ')}` : null;
  }

  view(): ReviewRun {
    const { failures, passed, limitedBy, staleChecked, finishedAt } = this.run;
    const snapshots = this.entries.map(({ id, decision, snapshot }) => ({ ...snapshot, id, decision }));
    return { finishedAt, limitedBy, staleChecked, passed, snapshots, failures, gitAdd: this.gitAdd() };
  }

  counts(): Record<Decision, number> {
    const counts: Record<Decision, number> = { pending: 0, approved: 0, rejected: 0 };
    for (const { decision } of this.entries) counts[decision]++;
    return counts;
  }
}
