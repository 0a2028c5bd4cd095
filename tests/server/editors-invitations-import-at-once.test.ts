import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../server/db/schema';
import { freshEmail } from './support/accounts-fixtures';
import { appWithEditor, csvUpload, type EditorSession } from './support/editors';
import { engines, type TestApp } from './support/test-app';

// Issue 40: two imports of the same CSV file at once both passed the "already invited" check
// before either had inserted, so each email got two invitations and two mails. The check now runs
// inside the insert's transaction under a lock on the email (issueInvitation, refuseIfWaiting).
// On PostgreSQL the imports really run at once.

const AT_ONCE = 3;
const ROWS = 6;
const ALREADY_INVITED = 'This email already has an invitation waiting (pending or opened): resend it from the ledger instead.';

interface ImportRow {
  email: string;
  ok: boolean;
  message: string | null;
}

describe.each(engines)('the same CSV file imported at once on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => ({ t, editor } = await appWithEditor(engine)));
  afterAll(() => t.close());

  it('invites each email once: every other import is told it is already invited', async () => {
    const emails = Array.from({ length: ROWS }, () => freshEmail('at-once'));
    // The same people, in another case in one file: the lock and the check ignore case, as the ledger does.
    const files = Array.from({ length: AT_ONCE }, (_, n) =>
      emails.map((email) => `${n === 1 ? email.toUpperCase() : email};Ana;Silva;Optics;DE`).join('\n'),
    );
    const answers = await Promise.all(
      files.map((file) =>
        t.app.inject({
          method: 'POST',
          url: '/api/editor/invitations/import',
          headers: editor.headers,
          payload: csvUpload(file),
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = answers.flatMap((answer) => (answer.json() as { rows: ImportRow[] }).rows);
    for (const email of emails) {
      const outcomes = rows.filter((row) => row.email.toLowerCase() === email.toLowerCase());
      expect(outcomes.filter((row) => row.ok)).toHaveLength(1);
      expect(outcomes.filter((row) => !row.ok).map((row) => row.message)).toEqual(Array(AT_ONCE - 1).fill(ALREADY_INVITED));
    }
    const stored = await t.deps.db
      .select({ email: sql<string>`lower(${invitations.email})` })
      .from(invitations)
      .where(
        inArray(
          sql`lower(${invitations.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
      );
    expect(stored.map((row) => row.email).sort()).toEqual(emails.map((email) => email.toLowerCase()).sort());
    expect(t.mails.filter((mail) => emails.some((email) => mail.to.toLowerCase() === email.toLowerCase()))).toHaveLength(ROWS);
  });
});
