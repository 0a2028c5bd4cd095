import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type Term = components['schemas']['Term'];

/** GET /uiapi/tags: search tags, each linking to its related-resources page. */
export async function listTags(api: ApiClient): Promise<Term[]> {
  return unwrap(await api.GET('/uiapi/tags'), 'Could not fetch tags.');
}

export const listTagsKey = () => ['listTags'] as const;

export function listTagsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listTagsKey(), queryFn: () => listTags(api) });
}

export function useTags() {
  const api = useApi();
  return useQuery(listTagsQueryOptions(api));
}
