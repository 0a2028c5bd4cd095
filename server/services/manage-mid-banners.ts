import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import {
  deleteMidBanner,
  findMidBanner,
  insertMidBanner,
  listAllMidBanners,
  setMidBannerWeights,
  updateMidBanner,
} from '../db/console-content.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, toEditorMidBanner } from './console-shapes';
import { assertLinkTargets, assertMedia, MEDIA_MISSING } from './content-checks';
import { hasText, sanitizeRichText } from '../content/rich-text';

// Mid banners in the editor console (docs/console-code.md): the home page shows the first published one.

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache' | 'files' | 'config'>;
export const NO_SUCH_MID_BANNER = 'No such mid banner. It may have been deleted meanwhile.';

const valuesOf = (input: Schemas['MidBannerInput']) => ({
  bannerAsset: input.banner_asset,
  smallBannerAsset: input.small_banner_asset,
  body: sanitizeRichText(input.body),
  redirectLink: input.redirect_link,
  published: input.published,
});

/** The contract's message for an empty body: also what a body with nothing allowed in it gets. */
const EMPTY_BODY = 'Please enter the body';

async function checkMidBanner(deps: Deps, input: Schemas['MidBannerInput']): Promise<void> {
  if (!hasText(sanitizeRichText(input.body))) throw badRequest(EMPTY_BODY);
  await assertMedia(deps, input.banner_asset, MEDIA_MISSING.wide);
  await assertMedia(deps, input.small_banner_asset, MEDIA_MISSING.small);
  await assertLinkTargets(deps, input.redirect_link);
}

export async function listConsoleMidBanners({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllMidBanners(db)).map(toEditorMidBanner);
}

export async function createConsoleMidBanner(deps: Deps, editor: SessionEditor, input: Schemas['MidBannerInput']) {
  await checkMidBanner(deps, input);
  return runConsoleChange(deps, editor, 'mid_banners', async (tx) => {
    const item = toEditorMidBanner(await insertMidBanner(tx, valuesOf(input)));
    return { action: 'create', entityType: 'mid_banner', entityId: item.id, before: null, after: item, result: item };
  });
}

export async function updateConsoleMidBanner(deps: Deps, editor: SessionEditor, id: number, input: Schemas['MidBannerInput']) {
  await checkMidBanner(deps, input);
  return runConsoleChange(deps, editor, 'mid_banners', async (tx) => {
    const before = await findMidBanner(tx, id);
    if (!before) throw notFound(NO_SUCH_MID_BANNER);
    const [was, is] = [toEditorMidBanner(before), toEditorMidBanner(await updateMidBanner(tx, id, valuesOf(input)))];
    return { action: updateAction(was, is), entityType: 'mid_banner', entityId: id, before: was, after: is, result: is };
  });
}

export async function deleteConsoleMidBanner(deps: Deps, editor: SessionEditor, id: number): Promise<void> {
  await runConsoleChange(deps, editor, 'mid_banners', async (tx) => {
    const before = await findMidBanner(tx, id);
    if (!before) throw notFound(NO_SUCH_MID_BANNER);
    await deleteMidBanner(tx, id);
    return {
      action: 'delete',
      entityType: 'mid_banner',
      entityId: id,
      before: toEditorMidBanner(before),
      after: null,
      result: undefined,
    };
  });
}

export async function reorderConsoleMidBanners(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'mid_banners', async (tx) => {
    const before = (await listAllMidBanners(tx)).map((row) => String(row.id));
    assertCompleteOrder(before, ids);
    await setMidBannerWeights(tx, ids.map(Number));
    const after = (await listAllMidBanners(tx)).map(toEditorMidBanner);
    return {
      action: 'reorder',
      entityType: 'mid_banner',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((item) => item.id)),
      result: after,
    };
  });
}
