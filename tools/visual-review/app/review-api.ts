// The review server's JSON API (tools/visual-review/server/review-server.ts).
import type { ReviewRun, Screen } from '../shared/review-types';

async function call(path: string, body?: object): Promise<ReviewRun> {
  const response = await fetch(
    path,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  if (!response.ok)
    throw new Error(`${path}: ${response.status} ${(await response.json().catch(() => ({}))).message ?? ''}`.trim());
  return (await response.json()) as ReviewRun;
}

export const fetchRun = () => call('/api/run');
/** Who decides (goes into the approval ledger with the decision) and an optional comment. */
export interface Note {
  by?: string;
  comment?: string;
}

export const approveSnapshot = (id: string, note: Note = {}) => call(`/api/snapshots/${id}/approve`, note);
export const rejectSnapshot = (id: string, note: Note = {}) => call(`/api/snapshots/${id}/reject`, note);
/** Approves every snapshot still left, in one screen or (without a screen) the whole run. */
export const approveAllLeft = (screen?: Screen, note: Note = {}) => call('/api/approve-all', screen ? { ...note, screen } : note);

export type ImageKind = 'baseline' | 'actual' | 'diff';
export const imageUrl = (id: string, kind: ImageKind) => `/api/images/${id}/${kind}`;
