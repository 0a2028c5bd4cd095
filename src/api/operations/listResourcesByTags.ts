import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { Resource } from './listProtectedResources';

/** GET /jsonapi/resource/related/tags/{related_resource_tags}: 'Other Resources You Might Like'. */
export async function listResourcesByTags(api: ApiClient, tags: string): Promise<Resource[]> {
  return unwrap(
    await api.GET('/jsonapi/resource/related/tags/{related_resource_tags}', {
      params: { path: { related_resource_tags: tags } },
    }),
    'Could not fetch related application list.',
  );
}

/** The tags as the contract takes them: comma-separated tids, no spaces ('' when there are none). */
export function normaliseTags(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => /^[0-9]+$/.test(tag))
    .join(',');
}

export const listResourcesByTagsKey = (tags: string) => ['listResourcesByTags', tags] as const;

export function listResourcesByTagsQueryOptions(api: ApiClient, tags: string) {
  return queryOptions({ queryKey: listResourcesByTagsKey(tags), queryFn: () => listResourcesByTags(api, tags) });
}

/** Not asked when the resource has no tags (the list is then empty). */
export function useResourcesByTags(relatedResourceTags: string | undefined) {
  const api = useApi();
  const tags = normaliseTags(relatedResourceTags ?? '');
  return useQuery({ ...listResourcesByTagsQueryOptions(api, tags), enabled: tags !== '' });
}
