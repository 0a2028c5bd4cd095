import { Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useResourcesByTags } from '../../../api/operations/listResourcesByTags';
import { visibleTo } from '../resource-rules';
import { ResourceGrid, ResourceGridSkeleton } from './ResourceGrid';

export interface OtherResourcesProps {
  /** The shown resource's nid (left out of the list). */
  nid: string;
  /** Its related_resource_tags (comma-separated tids). */
  tags: string;
  /** The member's user type, or null for guests (who see every resource). */
  userType: string | null;
}

/** 'Other Resources You Might Like': resources sharing a tag; nothing when there are none. */
export function OtherResources({ nid, tags, userType }: OtherResourcesProps) {
  // Rendered deferred, in slices, not in the store update's one task (docs/performance.md).
  const { data, isPending, isError, fetchStatus } = useDeferredValue(useResourcesByTags(tags));
  const isIdle = isPending && fetchStatus === 'idle';
  if (isError || isIdle) return null;
  const others = data ? visibleTo(data, userType).filter((resource) => resource.nid !== nid) : undefined;
  if (others && others.length === 0) return null;
  return (
    <section aria-labelledby="other-resources-title">
      <Title order={2} id="other-resources-title" fz={{ base: 22, sm: 28 }} mb="md">
        Other Resources You Might Like
      </Title>
      {others ? <ResourceGrid resources={others} /> : <ResourceGridSkeleton />}
    </section>
  );
}
