import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { AuditEntityType } from '../db/audit-log.repository';
import type { AppDeps } from '../deps';
import * as banners from './manage-banners';
import * as cards from './manage-cards';
import * as midBanners from './manage-mid-banners';
import * as needHelp from './manage-need-help';
import * as professions from './manage-professions';
import * as resources from './manage-resources';
import * as specialities from './manage-specialities';
import * as tags from './manage-tags';

// How "Put back" (undo-audit-entry.ts) redoes each kind of console content through its own
// services: an audit snapshot (the Editor* shape) becomes the kind's *Input again.

type Snapshot = Record<string, unknown>;

export interface UndoKind {
  /** "banner", "quick-link card", … as the message names it. */
  label: string;
  plural: string;
  nameOf: (snapshot: Snapshot) => string | undefined;
  create: (deps: AppDeps, editor: SessionEditor, snapshot: Snapshot) => Promise<unknown>;
  update: (deps: AppDeps, editor: SessionEditor, id: string, snapshot: Snapshot) => Promise<unknown>;
  remove: (deps: AppDeps, editor: SessionEditor, id: string) => Promise<unknown>;
  /** `entityId` is the reorder row's: the audience, the profession's tid, or `all`. */
  reorder: (deps: AppDeps, editor: SessionEditor, entityId: string, ids: string[]) => Promise<unknown>;
}

/** The snapshot without its ids and derived fields: what the kind's create and update take. */
function inputOf<T>(snapshot: Snapshot, ...derived: string[]): T {
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !derived.includes(key))) as T;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const byName = (snapshot: Snapshot) => text(snapshot.name);
const term = (snapshot: Snapshot) =>
  inputOf<Schemas['TermInput']>(snapshot, 'tid', 'profession_tid', 'speciality_count', 'specialities');

const banner: UndoKind = {
  label: 'banner',
  plural: 'banners',
  nameOf: (s) => text(s.title),
  create: (deps, editor, s) => banners.createConsoleBanner(deps, editor, inputOf(s, 'uuid', 'banner_srcset')),
  update: (deps, editor, id, s) => banners.updateConsoleBanner(deps, editor, id, inputOf(s, 'uuid', 'banner_srcset')),
  remove: (deps, editor, id) => banners.deleteConsoleBanner(deps, editor, id),
  reorder: (deps, editor, audience, ids) =>
    banners.reorderConsoleBanners(deps, editor, { audience: audience as Schemas['BannerOrder']['audience'], ids }),
};

const card: UndoKind = {
  label: 'quick-link card',
  plural: 'quick-link cards',
  nameOf: (s) => text(s.resource_title),
  create: (deps, editor, s) => cards.createConsoleCard(deps, editor, inputOf(s, 'id')),
  update: (deps, editor, id, s) => cards.updateConsoleCard(deps, editor, Number(id), inputOf(s, 'id')),
  remove: (deps, editor, id) => cards.deleteConsoleCard(deps, editor, Number(id)),
  reorder: (deps, editor, _all, ids) => cards.reorderConsoleCards(deps, editor, { ids }),
};

const midBanner: UndoKind = {
  label: 'mid banner',
  plural: 'mid banners',
  nameOf: () => undefined,
  create: (deps, editor, s) => midBanners.createConsoleMidBanner(deps, editor, inputOf(s, 'id')),
  update: (deps, editor, id, s) => midBanners.updateConsoleMidBanner(deps, editor, Number(id), inputOf(s, 'id')),
  remove: (deps, editor, id) => midBanners.deleteConsoleMidBanner(deps, editor, Number(id)),
  reorder: (deps, editor, _all, ids) => midBanners.reorderConsoleMidBanners(deps, editor, { ids }),
};

const tag: UndoKind = {
  label: 'search tag',
  plural: 'search tags',
  nameOf: byName,
  create: (deps, editor, s) => tags.createConsoleTag(deps, editor, inputOf(s, 'tid')),
  update: (deps, editor, id, s) => tags.updateConsoleTag(deps, editor, Number(id), inputOf(s, 'tid')),
  remove: (deps, editor, id) => tags.deleteConsoleTag(deps, editor, Number(id)),
  reorder: (deps, editor, _all, ids) => tags.reorderConsoleTags(deps, editor, { ids }),
};

const resource: UndoKind = {
  label: 'resource',
  plural: 'resources',
  nameOf: (s) => text(s.title),
  create: (deps, editor, s) => resources.createConsoleResource(deps, editor, inputOf(s, 'nid')),
  update: (deps, editor, id, s) => resources.updateConsoleResource(deps, editor, Number(id), inputOf(s, 'nid')),
  remove: (deps, editor, id) => resources.deleteConsoleResource(deps, editor, Number(id)),
  reorder: (deps, editor, _all, ids) => resources.reorderConsoleResources(deps, editor, { ids }),
};

const profession: UndoKind = {
  label: 'profession',
  plural: 'professions',
  nameOf: byName,
  /** A deleted profession comes back with the specialities it was deleted with (each its own change). */
  create: async (deps, editor, s) => {
    const created = await professions.createConsoleProfession(deps, editor, term(s));
    const deleted = Array.isArray(s.specialities) ? (s.specialities as Snapshot[]) : [];
    for (const speciality of deleted)
      await specialities.createConsoleSpeciality(deps, editor, Number(created.tid), term(speciality));
    return created;
  },
  update: (deps, editor, id, s) => professions.updateConsoleProfession(deps, editor, Number(id), term(s)),
  remove: (deps, editor, id) => professions.deleteConsoleProfession(deps, editor, Number(id)),
  reorder: (deps, editor, _all, ids) => professions.reorderConsoleProfessions(deps, editor, { ids }),
};

const speciality: UndoKind = {
  label: 'speciality',
  plural: 'specialities',
  nameOf: byName,
  create: (deps, editor, s) => specialities.createConsoleSpeciality(deps, editor, Number(s.profession_tid), term(s)),
  update: (deps, editor, id, s) => specialities.updateConsoleSpeciality(deps, editor, Number(id), term(s)),
  remove: (deps, editor, id) => specialities.deleteConsoleSpeciality(deps, editor, Number(id)),
  reorder: (deps, editor, professionTid, ids) =>
    specialities.reorderConsoleSpecialities(deps, editor, { profession_tid: professionTid, ids }),
};

const needHelpEntry: UndoKind = {
  label: 'need-help entry',
  plural: 'need-help entries',
  nameOf: byName,
  create: (deps, editor, s) => needHelp.createConsoleNeedHelp(deps, editor, term(s)),
  update: (deps, editor, id, s) => needHelp.updateConsoleNeedHelp(deps, editor, Number(id), term(s)),
  remove: (deps, editor, id) => needHelp.deleteConsoleNeedHelp(deps, editor, Number(id)),
  reorder: (deps, editor, _all, ids) => needHelp.reorderConsoleNeedHelp(deps, editor, { ids }),
};

/** The kinds of content "Put back" can undo. */
export const UNDO_KINDS: Partial<Record<AuditEntityType, UndoKind>> = {
  banner,
  card,
  mid_banner: midBanner,
  tag,
  resource,
  profession,
  speciality,
  need_help: needHelpEntry,
};
