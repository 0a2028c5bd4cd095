import type { Decision, ReviewSnapshot, Screen, SnapshotStatus } from '../shared/review-types';

export interface ScreenGroupData {
  key: string;
  screen: Screen;
  snapshots: ReviewSnapshot[];
}

/** Consecutive snapshots of the same screen (the server sends them in screen order). */
export function groupByScreen(snapshots: ReviewSnapshot[]): ScreenGroupData[] {
  const groups: ScreenGroupData[] = [];
  for (const snapshot of snapshots) {
    const key = `${snapshot.screen.file}\u0000${snapshot.screen.title}`;
    const last = groups.at(-1);
    if (last?.key === key) last.snapshots.push(snapshot);
    else groups.push({ key, screen: snapshot.screen, snapshots: [snapshot] });
  }
  return groups;
}

export function countStatuses(snapshots: ReviewSnapshot[]): Record<SnapshotStatus, number> {
  const counts = { changed: 0, new: 0, stale: 0 };
  for (const { status } of snapshots) counts[status]++;
  return counts;
}

export function countDecisions(snapshots: ReviewSnapshot[]): Record<Decision, number> {
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const { decision } of snapshots) counts[decision]++;
  return counts;
}

export function screenTitle({ file, title }: Screen): string {
  return `${file} › ${title || 'baselines no test produces'}`;
}

/** How a snapshot is named on the page and in its controls' labels. */
export function snapshotLabel({ name, project }: ReviewSnapshot): string {
  return project ? `${name} (${project})` : name;
}
