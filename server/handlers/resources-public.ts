import { defineHandler } from '../api/types';
import { listResourceManagers } from '../db/content.repository';
import { findResourceBySlug, listResourcesFor, listResourcesTagged } from '../db/resources.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import type { HandlerMap } from './index';
import { toResourceDto } from './resource-dto';

const parseTids = (value: string) => value.split(',').map((part) => Number(part.trim()));

/** Public resource calls (guests): list, detail by alias, related by tags and by tag id, resource-manager list. */
export function createPublicResourceHandlers({ db }: AppDeps): HandlerMap {
  return {
    listResources: defineHandler('listResources', async () => (await listResourcesFor(db)).map((row) => toResourceDto(row))),
    getResourceDetail: defineHandler('getResourceDetail', async (request) => {
      const alias = request.query.alias;
      const row = await findResourceBySlug(db, alias.replace(/^\//, ''));
      if (!row) throw notFound(`No resource found at ${alias}.`);
      return [toResourceDto(row)];
    }),
    listResourcesByTags: defineHandler('listResourcesByTags', async (request) =>
      (await listResourcesTagged(db, parseTids(request.params.related_resource_tags))).map((row) => toResourceDto(row)),
    ),
    listRelatedResources: defineHandler('listRelatedResources', async (request) =>
      (await listResourcesTagged(db, [Number(request.params.id)])).map((row) => toResourceDto(row)),
    ),
    listNeedHelpResources: defineHandler('listNeedHelpResources', async () =>
      (await listResourceManagers(db)).map((row) => ({ tid: String(row.tid), name: row.name })),
    ),
  };
}
