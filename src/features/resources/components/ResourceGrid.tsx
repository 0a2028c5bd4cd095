import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Resource } from '../../../api/operations/listProtectedResources';
import { ResourceCard } from './ResourceCard';

/** Related resources as cards; each card opens that resource. */
export function ResourceGrid({ resources }: { /** The resources to show, in order. */ resources: Resource[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {resources.map((resource) => (
        <ResourceCard key={resource.nid} resource={resource} />
      ))}
    </SimpleGrid>
  );
}

/** Placeholder cards while a grid loads. */
export function ResourceGridSkeleton({ count = 3 }: { /** Number of cards, default 3. */ count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true" aria-label="Loading resources">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={170} radius="md" />
      ))}
    </SimpleGrid>
  );
}
