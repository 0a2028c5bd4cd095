import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import {
  deleteBanner,
  findBanner,
  insertBanner,
  listAllBanners,
  setBannerWeights,
  updateBanner,
  type Audience,
  type BannerRow,
  type ConsoleContentType,
} from '../db/console-content.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { bannerSnapshot, orderSnapshot, toEditorBanner } from './console-shapes';
import { assertLinkTargets, assertMedia, MEDIA_MISSING } from './content-checks';

// Guest and member banners in the editor console (docs/console-code.md).

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache' | 'files' | 'config'>;
export const NO_SUCH_BANNER = 'No such banner. It may have been deleted meanwhile.';

const contentTypeOf = (audience: Audience): ConsoleContentType => (audience === 'guest' ? 'guest_banners' : 'member_banners');

const valuesOf = (input: Schemas['BannerInput']) => ({
  audience: input.audience,
  title: input.title.trim(),
  description: input.description.trim(),
  bannerAsset: input.banner_asset,
  redirectLinks: input.redirect_links,
  published: input.published,
});

async function checkBanner(deps: Deps, input: Schemas['BannerInput']): Promise<void> {
  await assertMedia(deps, input.banner_asset, MEDIA_MISSING.banner);
  await assertLinkTargets(deps, input.redirect_links);
}

export async function listConsoleBanners({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllBanners(db)).map(toEditorBanner);
}

export async function createConsoleBanner(deps: Deps, editor: SessionEditor, input: Schemas['BannerInput']) {
  await checkBanner(deps, input);
  return runConsoleChange(deps, editor, contentTypeOf(input.audience), async (tx) => {
    const row = await insertBanner(tx, valuesOf(input));
    return {
      action: 'create',
      entityType: 'banner',
      entityId: row.uuid,
      before: null,
      after: bannerSnapshot(row),
      result: toEditorBanner(row),
    };
  });
}

export async function updateConsoleBanner(deps: Deps, editor: SessionEditor, uuid: string, input: Schemas['BannerInput']) {
  await checkBanner(deps, input);
  const existing = await findBanner(deps.db, uuid);
  if (!existing) throw notFound(NO_SUCH_BANNER);
  const types = [...new Set([contentTypeOf(existing.audience), contentTypeOf(input.audience)])];
  return runConsoleChange(deps, editor, types, async (tx) => {
    const before = await findBanner(tx, uuid);
    if (!before) throw notFound(NO_SUCH_BANNER);
    // A banner moved to the other audience goes to the end of that list.
    const moved = before.audience !== input.audience;
    const weight = moved
      ? Math.max(-1, ...(await listAllBanners(tx)).filter((b) => b.audience === input.audience).map((b) => b.weight)) + 1
      : before.weight;
    const row = await updateBanner(tx, uuid, { ...valuesOf(input), weight });
    const [was, is] = [bannerSnapshot(before), bannerSnapshot(row)];
    return {
      action: updateAction(was, is),
      entityType: 'banner',
      entityId: uuid,
      before: was,
      after: is,
      result: toEditorBanner(row),
    };
  });
}

export async function deleteConsoleBanner(deps: Deps, editor: SessionEditor, uuid: string): Promise<void> {
  const existing = await findBanner(deps.db, uuid);
  if (!existing) throw notFound(NO_SUCH_BANNER);
  await runConsoleChange(deps, editor, contentTypeOf(existing.audience), async (tx) => {
    const before = await findBanner(tx, uuid);
    if (!before) throw notFound(NO_SUCH_BANNER);
    await deleteBanner(tx, uuid);
    return {
      action: 'delete',
      entityType: 'banner',
      entityId: uuid,
      before: bannerSnapshot(before),
      after: null,
      result: undefined,
    };
  });
}

/** Puts one audience's banners in the given order (`ids` lists each of them once). */
export async function reorderConsoleBanners(deps: Deps, editor: SessionEditor, { audience, ids }: Schemas['BannerOrder']) {
  return runConsoleChange(deps, editor, contentTypeOf(audience), async (tx) => {
    const ofAudience = (rows: BannerRow[]) => rows.filter((row) => row.audience === audience);
    const before = ofAudience(await listAllBanners(tx)).map((row) => row.uuid);
    assertCompleteOrder(before, ids);
    await setBannerWeights(tx, audience, ids);
    const after = ofAudience(await listAllBanners(tx));
    return {
      action: 'reorder',
      entityType: 'banner',
      entityId: audience,
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((row) => row.uuid)),
      result: after.map(toEditorBanner),
    };
  });
}
