import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type Term = components['schemas']['Term'];

/** GET /uiapi/tags: search tags, each linking to its related-resources page. */
export async function listTags(api: ApiClient): Promise<Term[]> {
  return unwrap(await api.GET('/uiapi/tags'), 'Could not fetch tags.');
}

export function listTagsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['content', 'tags'], queryFn: () => listTags(api) });
}

export function useTags() {
  const api = useApi();
  return useQuery(listTagsQueryOptions(api));
}
