import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import type { Resource } from '../../../api/operations/listProtectedResources';
import { ResourceCard } from './ResourceCard';
import { ResourceGridSkeleton } from './ResourceGrid';

export interface AddableResourcesProps {
  /** Resources open to the member's type and not yet in My Resources; undefined while loading. */
  resources: Resource[] | undefined;
  isError: boolean;
  /** nid being added, for that button's loading state. */
  busyNid: string | null;
  onAdd: (resource: Resource) => void;
}

/** Home's addable resources (spec §2/§6): a grid of cards, each with an Add button. */
export function AddableResources({ resources, isError, busyNid, onAdd }: AddableResourcesProps) {
  if (isError) return null;
  return (
    <section aria-labelledby="addable-resources-title">
      <Title order={2} id="addable-resources-title" fz={{ base: 22, sm: 28 }} mb="md">
        Resources you can add
      </Title>
      {resources === undefined ? (
        <ResourceGridSkeleton />
      ) : resources.length === 0 ? (
        <Text c="dimmed">Every resource available to you is already in My Resources.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {resources.map((resource) => (
            <ResourceCard
              key={resource.nid}
              resource={resource}
              actions={
                <Button
                  variant="light"
                  onClick={() => onAdd(resource)}
                  loading={busyNid === resource.nid}
                  disabled={busyNid !== null && busyNid !== resource.nid}
                  aria-label={`Add ${resource.title}`}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
