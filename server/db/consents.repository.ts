import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { LEGAL_PAGES, type LegalPage, consentVersions, consents, landingPages } from './schema';

export type ConsentVersionRow = typeof consentVersions.$inferSelect;
export type ConsentRow = typeof consents.$inferSelect;

/** Every version of the four legal pages, oldest first within each page. */
export async function listConsentVersions(db: Db): Promise<ConsentVersionRow[]> {
  return db.select().from(consentVersions).orderBy(consentVersions.page, consentVersions.version);
}

/** The newest version of each legal page that has one. */
export async function currentConsentVersions(db: Db): Promise<Map<LegalPage, number>> {
  const rows = await db
    .select({ page: consentVersions.page, version: sql<number>`max(${consentVersions.version})`.mapWith(Number) })
    .from(consentVersions)
    .groupBy(consentVersions.page);
  return new Map(rows.map((row) => [row.page, row.version]));
}

/**
 * Adds the next version of a page (its newest + 1). Two editors at once: the unique index on
 * (page, version) refuses the second insert rather than numbering two versions alike.
 */
export async function insertNextConsentVersion(
  db: Db,
  { page, material, summary, now }: { page: LegalPage; material: boolean; summary: string; now: Date },
): Promise<ConsentVersionRow> {
  const [row] = await db
    .insert(consentVersions)
    .values({
      page,
      material,
      summary,
      createdAt: now,
      version: sql`(select coalesce(max(${consentVersions.version}), 0) + 1 from ${consentVersions} where ${consentVersions.page} = ${page})`,
    })
    .returning();
  return row!;
}

/** Stores acceptances (page, version) of one member at one time. */
export async function insertConsents(
  db: Db,
  { uid, accepted, now }: { uid: number; accepted: { page: LegalPage; version: number }[]; now: Date },
): Promise<ConsentRow[]> {
  if (accepted.length === 0) return [];
  return db
    .insert(consents)
    .values(accepted.map(({ page, version }) => ({ uid, page, version, acceptedAt: now })))
    .returning();
}

/** The member's acceptances, newest first. */
export async function listConsentsOf(db: Db, uid: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.uid, uid)).orderBy(desc(consents.acceptedAt), desc(consents.id));
}

/** The highest version of each page the member has accepted. */
export async function acceptedVersionsOf(db: Db, uid: number): Promise<Map<LegalPage, number>> {
  const rows = await db
    .select({ page: consents.page, version: sql<number>`max(${consents.version})`.mapWith(Number) })
    .from(consents)
    .where(eq(consents.uid, uid))
    .groupBy(consents.page);
  return new Map(rows.map((row) => [row.page, row.version]));
}

/** Whether a page has this version. */
export async function consentVersionExists(db: Db, page: LegalPage, version: number): Promise<boolean> {
  const rows = await db
    .select({ id: consentVersions.id })
    .from(consentVersions)
    .where(and(eq(consentVersions.page, page), eq(consentVersions.version, version)));
  return rows.length > 0;
}

/** The titles of the legal pages as published (landing_pages), by slug; pages not published are missing. */
export async function legalPageTitles(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ slug: landingPages.slugUrl, title: landingPages.title })
    .from(landingPages)
    .where(and(inArray(landingPages.slugUrl, [...LEGAL_PAGES]), eq(landingPages.published, true)));
  return new Map(rows.map((row) => [row.slug, row.title]));
}
