import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clearConsoleEdits, listConsoleEdits, type ConsoleContentType } from '../db/console-content.repository';
import { banners, countries, landingPageVersions, landingPages, midBanners, resourceCards, resources, tags } from '../db/schema';
import { isoCountries } from './countries';
import { loadDemoContent, type DemoContent } from './load-content';
import { seedNeedHelp, seedProfessions } from './seed-taxonomy';

/** Any number naming the advisory lock that serialises seeding an empty database (`SEED`). */
const SEED_LOCK_KEY = 0x53_45_45_44;

const hasContent = async (db: Db) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(resources);
  return Number(row?.n ?? 0) > 0;
};

/**
 * Seeds the demo content when the database has no content yet; answers whether it did. Several
 * portal processes starting together on an empty PostgreSQL database each call it: the check and
 * the seed run in one transaction under an advisory lock, so exactly one seeds and the others then
 * find the content (README, "Running several processes").
 */
export async function seedIfEmpty(db: Db, contentDir: string): Promise<boolean> {
  if (await hasContent(db)) return false;
  const content = await loadDemoContent(contentDir);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasContent(tx)) return false;
    await seedContent(tx, content, { keep: await listConsoleEdits(tx) });
    return true;
  });
}

interface SeedOptions {
  /**
   * Kinds of content the editor console changed, which the seed leaves as they are
   * (docs/console-code.md, "Seed vs console"). Left out: every kind is replaced and the console's
   * marks are cleared (`seed --force`).
   */
  keep?: readonly ConsoleContentType[];
}

/**
 * Replaces the editorial content (banners, cards, pages, taxonomy, countries, resources) with the
 * demo content, in one transaction, except the kinds in `keep`. Members, subscriptions and
 * messages are kept: resources are upserted, never deleted, and a profession or speciality in a
 * member's profile is never deleted (seed-taxonomy.ts), so existing references stay valid.
 */
export async function seedContent(db: Db, content: DemoContent, { keep }: SeedOptions = {}): Promise<void> {
  const replaces = (type: ConsoleContentType) => !keep?.includes(type);
  await db.transaction(async (tx) => {
    if (!keep) await clearConsoleEdits(tx);
    const audiences = (['guest', 'member'] as const).filter((audience) => replaces(`${audience}_banners`));
    for (const audience of audiences) await tx.delete(banners).where(eq(banners.audience, audience));
    if (replaces('cards')) await tx.delete(resourceCards);
    if (replaces('mid_banners')) await tx.delete(midBanners);
    // A page's versions go with it (ON DELETE CASCADE).
    if (replaces('pages')) await tx.delete(landingPages);
    await upsertCountries(tx as unknown as Db);
    await upsertTaxonomy(tx as unknown as Db, content, replaces);
    const bannerRows = audiences.flatMap((audience) =>
      content.banners[audience].map((b, weight) => ({
        uuid: b.uuid,
        audience,
        title: b.title,
        description: b.description,
        bannerAsset: b.banner_asset,
        redirectLinks: b.redirect_links,
        weight,
      })),
    );
    if (bannerRows.length > 0) await tx.insert(banners).values(bannerRows);
    if (replaces('cards')) {
      await tx.insert(resourceCards).values(
        content.cards.map((c, weight) => ({
          resourceTitle: c.resource_title,
          description: c.description,
          image: c.image,
          slugUrl: c.slug_url,
          weight,
        })),
      );
    }
    const mid = content.midBanner;
    if (replaces('mid_banners')) {
      await tx.insert(midBanners).values({
        bannerAsset: mid.banner_asset,
        smallBannerAsset: mid.small_banner_asset,
        body: mid.body,
        redirectLink: mid.redirect_link,
      });
    }
    if (replaces('pages')) await insertDemoPages(tx as unknown as Db, content);
    for (const [weight, r] of replaces('resources') ? content.resources.entries() : []) {
      const values = {
        title: r.title,
        summary: r.summary,
        description: r.description,
        icon: r.icon,
        mediaAssets: r.media_assets,
        urlType: r.url_type,
        relatedResourceTags: r.related_resource_tags,
        enableVisit: r.enable_visit === 'True',
        webAppUrl: r.web_app_url,
        mobileAppUrl: r.mobile_app_url,
        popupConsent: r.popup_consent,
        slugUrl: r.slug_url,
        userType: r.user_type,
        requiredApproval: r.required_approval === 1,
        supportAreas: r.support_areas,
        weight,
      };
      await tx
        .insert(resources)
        .values({ nid: r.nid, ...values })
        .onConflictDoUpdate({ target: resources.nid, set: values });
    }
  });
}

/** The demo pages, each with its content as version 1 (saved by `seed`): the history starts from them. */
async function insertDemoPages(db: Db, content: DemoContent): Promise<void> {
  const rows = await db
    .insert(landingPages)
    .values(
      content.pages.map((p, weight) => ({ title: p.title, slugUrl: p.slug_url, location: p.location, body: p.body, weight })),
    )
    .returning();
  if (rows.length === 0) return;
  await db.insert(landingPageVersions).values(
    rows.map((row) => ({
      pageId: row.id,
      version: 1,
      title: row.title,
      slugUrl: row.slugUrl,
      location: row.location,
      body: row.body,
      savedBy: 'seed',
      summary: 'The demo content.',
    })),
  );
}

async function upsertCountries(db: Db): Promise<void> {
  const rows = isoCountries();
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({ target: countries.id, set: { countryName: sql`excluded.country_name` } });
}

async function upsertTaxonomy(db: Db, content: DemoContent, replaces: (type: ConsoleContentType) => boolean): Promise<void> {
  if (replaces('professions')) await seedProfessions(db, content.professions);
  if (replaces('tags')) {
    // Tags the console added go too (no resource of the demo refers to them).
    await db.delete(tags).where(
      notInArray(
        tags.tid,
        content.tags.map((t) => t.tid),
      ),
    );
    for (const [weight, t] of content.tags.entries()) {
      await db
        .insert(tags)
        .values({ tid: t.tid, name: t.name, weight, published: true })
        .onConflictDoUpdate({ target: tags.tid, set: { name: t.name, weight, published: true } });
    }
  }
  if (replaces('need_help')) await seedNeedHelp(db, content.needHelp);
}
