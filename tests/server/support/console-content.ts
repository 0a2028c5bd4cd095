import { bannerKind } from '../../../server/content-kinds/banners';
import { cardKind } from '../../../server/content-kinds/cards';
import type { ContentKind } from '../../../server/content-kinds/content-kind';
import { midBannerKind } from '../../../server/content-kinds/mid-banners';
import { needHelpKind } from '../../../server/content-kinds/need-help';
import { pageKind } from '../../../server/content-kinds/pages';
import { professionKind } from '../../../server/content-kinds/professions';
import { resourceKind } from '../../../server/content-kinds/resources';
import { specialityKind } from '../../../server/content-kinds/specialities';
import { tagKind } from '../../../server/content-kinds/tags';
import { findContentRow } from '../../../server/db/content-items.repository';
import { parsedId } from '../../../server/services/content-engine/content-item-shape';
import type { TestApp } from './test-app';
import { pngFile } from './member-files';

/** Calls of the editor console's content API (docs/console-code.md), with an editor's headers. */
export function consoleCall(
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The kinds by the first step of their item paths (`/api/editor/<path>/<id>`). */
const ITEM_PATHS: Record<string, ContentKind> = {
  banners: bannerKind as unknown as ContentKind,
  cards: cardKind as unknown as ContentKind,
  'mid-banners': midBannerKind as unknown as ContentKind,
  tags: tagKind as unknown as ContentKind,
  resources: resourceKind as unknown as ContentKind,
  professions: professionKind as unknown as ContentKind,
  specialities: specialityKind as unknown as ContentKind,
  'need-help': needHelpKind as unknown as ContentKind,
  pages: pageKind as unknown as ContentKind,
};

/** The stored revision of the content item a path `/api/editor/<kind>/<id>` names, or undefined (no such item). */
export async function revisionNow(t: TestApp, url: string): Promise<number | undefined> {
  const [, kindPath, idText] = /^\/api\/editor\/([a-z-]+)\/([^/?]+)$/.exec(url.split('?')[0]!) ?? [];
  const kind = kindPath === undefined ? undefined : ITEM_PATHS[kindPath];
  const id = kind && idText !== undefined ? parsedId(kind, idText) : null;
  const row = kind && id !== null ? await findContentRow(t.deps.db, kind.store, id) : null;
  return row ? Number(row.revision) : undefined;
}

/**
 * A console edit as the console sends it (docs/console-code.md, "No lost update"): a PUT or DELETE
 * of a content item names the revision the editor has open, here the item's revision as stored now
 * (the editor opened it just before). A body's own `revision` or a `?revision=` already in the URL
 * is sent as given (the tests of stale and missing revisions use consoleCall).
 */
export async function editCall(
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  // An item gone meanwhile (or never there) was open at some revision too: 1.
  const isItem = /^\/api\/editor\/[a-z-]+\/[^/?]+(\?|$)/.test(url);
  if (method === 'PUT' && isItem && payload && typeof payload === 'object' && !('revision' in payload)) {
    const revision = (await revisionNow(t, url)) ?? 1;
    return consoleCall(t, headers, method, url, { ...payload, revision });
  }
  if (method === 'DELETE' && isItem && !/[?&]revision=/.test(url)) {
    const revision = (await revisionNow(t, url)) ?? 1;
    return consoleCall(t, headers, method, `${url}${url.includes('?') ? '&' : '?'}revision=${revision}`);
  }
  return consoleCall(t, headers, method, url, payload);
}

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** Uploads a small PNG as an editor and answers its `/files/media/<key>` path. */
export async function uploadPicture(t: TestApp, headers: Record<string, string>, bytes = pngFile(32, 10)): Promise<string> {
  const res = await consoleCall(t, headers, 'POST', '/api/editor/media', { file: dataUrl('image/png', bytes) });
  if (res.statusCode !== 201) throw new Error(`uploadEditorMedia failed: ${res.body}`);
  return (res.json() as { path: string }).path;
}

/** A minimal MP4: an `ftyp` box (major brand isom) and an empty `mdat` box, padded to `size` bytes. */
export function mp4File(size = 64): Buffer {
  const file = Buffer.alloc(Math.max(size, 32));
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  file.writeUInt32BE(0x200, 12);
  file.write('isomavc1', 16, 'latin1');
  file.writeUInt32BE(file.length - 24, 24);
  file.write('mdat', 28, 'latin1');
  return file;
}

export const guestBanner = (overrides: Record<string, unknown> = {}) => ({
  audience: 'guest',
  title: 'Autumn wet-lab courses',
  description: 'Book a place in the new wet-lab sessions.',
  banner_asset: '/files/demo/banners/guest-academy.jpg',
  redirect_links: '/appdetail/surgical-academy@Explore the Academy',
  published: true,
  ...overrides,
});

export const card = (overrides: Record<string, unknown> = {}) => ({
  resource_title: 'Toric Align',
  description: 'Mark the axis before surgery.',
  image: '/files/demo/cards/lens-planner.jpg',
  slug_url: 'toric-align',
  published: true,
  ...overrides,
});

export const midBanner = (overrides: Record<string, unknown> = {}) => ({
  banner_asset: '/files/demo/mid-banner/mid-banner.jpg',
  small_banner_asset: '/files/demo/mid-banner/mid-banner-small.jpg',
  body: '<h2>New in the Source</h2><p>Course certificates in your profile.</p>',
  redirect_link: '/register@Join now',
  published: true,
  ...overrides,
});

/** A complete resource for the console (every field of spec §3), for distributors only. */
export const resourceInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Distributor Price Lists',
  slug_url: 'price-lists',
  summary: 'Current price lists for every market.',
  description: '<p>Download the <strong>current</strong> price lists.</p>',
  icon: '/files/demo/icons/order-portal.png',
  media: ['/files/demo/gallery/lens-planner-lens.jpg', '/files/demo/gallery/toric-axis.mp4'],
  url_type: [2],
  related_tags: ['201'],
  enable_visit: true,
  web_app_url: 'https://prices.lumira-optics.example/',
  mobile_app_url: '',
  popup_consent: '<p>Thank you for adding the price lists.</p>',
  user_type: ['2'],
  required_approval: false,
  support_areas: ['Access', 'Other'],
  published: true,
  ...overrides,
});
