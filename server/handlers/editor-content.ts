import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Body, Handlers, OperationId } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import { bannerKind } from '../content-kinds/banners';
import { cardKind } from '../content-kinds/cards';
import type { ContentKind } from '../content-kinds/content-kind';
import { midBannerKind } from '../content-kinds/mid-banners';
import { needHelpKind } from '../content-kinds/need-help';
import { pageKind } from '../content-kinds/pages';
import { professionKind } from '../content-kinds/professions';
import { resourceKind } from '../content-kinds/resources';
import { specialityKind } from '../content-kinds/specialities';
import { tagKind } from '../content-kinds/tags';
import type { AppDeps } from '../deps';
import { deleteContentItem } from '../services/content-engine/delete-content-item';
import { listContentItems } from '../services/content-engine/list-content-items';
import { reorderContentItems } from '../services/content-engine/reorder-content-items';
import { createContentItem, updateContentItem } from '../services/content-engine/save-content-item';
import { bulkContentAction } from '../services/content-engine/bulk-content-items';
import { searchContentItems, type ContentListQuery } from '../services/content-engine/search-content-items';
import { requiredRevision } from '../services/content-engine/revision-check';
import { CONTENT_KINDS } from '../content-kinds/all-content-kinds';
import type { Schemas } from '../api/types';

// The editor tag, the content kinds (docs/console-kinds.md): each kind keeps its
// own paths and operationIds in the contract, and every one of them is the same engine call.

/** A content kind's five operations, by their operationIds in openapi.yaml. */
interface KindOperations {
  list: OperationId;
  create: OperationId;
  update: OperationId;
  remove: OperationId;
  reorder: OperationId;
}

interface ContentRequest {
  params?: Record<string, string>;
  query?: { revision?: string };
  body?: Record<string, unknown>;
}
type ContentHandler = (request: FastifyRequest & ContentRequest, reply: FastifyReply) => Promise<unknown>;

/** The path's one parameter: the item (update, delete), or the parent whose items these are (a profession's specialities). */
const pathParam = (request: ContentRequest) => Object.values(request.params ?? {})[0];

/** The handlers of one kind's operations, each an engine call (the contract validated every request first). */
function kindHandlers<const O extends KindOperations, Row extends object>(
  deps: AppDeps,
  kind: ContentKind<Row, Body<O['create']>>,
  operations: O,
): Pick<Handlers, O[keyof KindOperations]> {
  // A declared kind is a ContentKind (its members are methods); TypeScript cannot show it for a generic Row.
  const engineKind = kind as unknown as ContentKind;
  const handlers: Record<string, ContentHandler> = {
    [operations.list]: async (request) => {
      requireEditor(request);
      return listContentItems(deps, engineKind, pathParam(request));
    },
    [operations.create]: async (request, reply) => {
      const input = request.body;
      return reply
        .code(201)
        .send(await createContentItem(deps, requireEditor(request), engineKind, { input, parentId: pathParam(request) }));
    },
    [operations.update]: async (request) => {
      const [id, input, revision] = [pathParam(request)!, request.body, requiredRevision(request.body?.revision)];
      return updateContentItem(deps, requireEditor(request), engineKind, { id, input, revision });
    },
    [operations.remove]: async (request, reply) => {
      const revision = requiredRevision(request.query?.revision);
      await deleteContentItem(deps, requireEditor(request), engineKind, pathParam(request)!, revision);
      return reply.code(204).send();
    },
    [operations.reorder]: async (request) => {
      const { ids, ...order } = request.body as { ids: string[] } & Record<string, unknown>;
      const group = kind.group ? String(order[kind.group.itemKey]) : undefined;
      return reorderContentItems(deps, requireEditor(request), engineKind, ids, group);
    },
  };
  return handlers as unknown as Pick<Handlers, O[keyof KindOperations]>;
}

/** A kind's operationIds, as the contract names them after the kind (`createBanner`, `listEditorBanners`, …). */
const operationsOf = <const Name extends string, const Plural extends string>(name: Name, plural: Plural) => ({
  list: `listEditor${plural}` as const,
  create: `create${name}` as const,
  update: `update${name}` as const,
  remove: `delete${name}` as const,
  reorder: `reorder${plural}` as const,
});

/** The kinds with a console list, by the name the list's path gives them (the contract's ListedContentKind). */
const LISTED_KINDS = new Map(
  Object.values(CONTENT_KINDS).flatMap((kind) => (kind?.list ? [[kind.list.path, kind] as const] : [])),
);

/** The kind a list path names (the contract allows only listed names). */
const listedKind = (request: FastifyRequest) => LISTED_KINDS.get((request.params as { kind: string }).kind)!;

/** Every kind's list and bulk actions: one pair of calls for all kinds. */
const listHandlers = (deps: AppDeps) =>
  ({
    searchEditorContent: async (request) => {
      requireEditor(request);
      return searchContentItems(deps, listedKind(request), request.query as ContentListQuery);
    },
    bulkEditorContent: async (request) =>
      bulkContentAction(deps, requireEditor(request), listedKind(request), request.body as Schemas['ContentBulkAction']),
  }) satisfies Partial<Handlers>;

export function createEditorContentHandlers(deps: AppDeps) {
  return {
    ...listHandlers(deps),
    ...kindHandlers(deps, bannerKind, operationsOf('Banner', 'Banners')),
    ...kindHandlers(deps, cardKind, operationsOf('Card', 'Cards')),
    ...kindHandlers(deps, midBannerKind, operationsOf('MidBanner', 'MidBanners')),
    ...kindHandlers(deps, tagKind, operationsOf('Tag', 'Tags')),
    ...kindHandlers(deps, resourceKind, operationsOf('Resource', 'Resources')),
    ...kindHandlers(deps, professionKind, operationsOf('Profession', 'Professions')),
    ...kindHandlers(deps, specialityKind, operationsOf('Speciality', 'Specialities')),
    ...kindHandlers(deps, needHelpKind, operationsOf('NeedHelp', 'NeedHelp')),
    ...kindHandlers(deps, pageKind, operationsOf('Page', 'Pages')),
  } satisfies Partial<Handlers>;
}
