/** What "Approve all" asks before it writes anything: how many, and where. */
export function approveAllQuestion(count: number, where: string): string {
  return `Approve all ${count} snapshot${count === 1 ? '' : 's'} left ${where}? Each one overwrites (or deletes) its baseline in visual-baselines/ and is recorded in the approval ledger.`;
}
