import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';

// Migration 0014 moves a delivery's lease start out of sent_at (issue 40). A database upgraded
// while a mail was in flight keeps its lease: the row's start moves to lease_started_at, and
// sent_at no longer claims it was sent. Upgraded here from 0013 on an embedded database.

/** A copy of the migrations whose journal stops after `lastIdx`, as an older release shipped them. */
function migrationsUpTo(lastIdx: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'source-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= lastIdx) }));
  return folder;
}

describe('upgrading to the delivery lease column (0014)', () => {
  const older = migrationsUpTo(13);
  const client = new PGlite();
  const db = drizzle({ client });
  afterAll(async () => {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('moves a delivery in flight to its lease start and leaves sent ones sent', async () => {
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into users (uid, mail, pass_hash, first_name, last_name, status, user_type) values (1, 'a@example.com', 'x', 'A', 'B', 'active', '1');
      insert into notifications (nid, subject, message, audience) values (1, 'S', '<p>m</p>', 'all');
      insert into notifications (nid, subject, message, audience) values (2, 'T', '<p>m</p>', 'all');
      insert into notification_deliveries (nid, uid, status, attempts, sent_at)
        values (1, 1, 'sending', 1, '2026-12-01T10:00:00Z'), (2, 1, 'sent', 1, '2026-12-01T09:00:00Z');
    `);
    await migrate(db, { migrationsFolder });
    const rows = await client.query<{ nid: number; status: string; sent_at: Date | null; lease_started_at: Date | null }>(
      'select nid, status, sent_at, lease_started_at from notification_deliveries order by nid',
    );
    expect(rows.rows).toEqual([
      { nid: 1, status: 'sending', sent_at: null, lease_started_at: new Date('2026-12-01T10:00:00Z') },
      { nid: 2, status: 'sent', sent_at: new Date('2026-12-01T09:00:00Z'), lease_started_at: null },
    ]);
  });
});
