import { Button, Group, Skeleton, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { slugPath } from '../../../lib/slug-path';
import { useTags } from '../../../api/operations/listTags';

/** Guests' search tags: each opens the resources tagged with it (/resourcedetail/{tid}). */
export function SearchTags() {
  // Rendered deferred, in slices, not in the store update's one task (docs/performance.md).
  const { data, isPending, isError } = useDeferredValue(useTags());
  if (isPending) return <Skeleton h={80} />;
  if (isError || data.length === 0) return null;
  return (
    <section aria-labelledby="search-tags-title">
      <Title order={2} id="search-tags-title" fz={{ base: 22, sm: 28 }} mb="md">
        Popular topics
      </Title>
      <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.map((tag) => (
          <li key={tag.tid}>
            <Button component={Link} href={slugPath('/resourcedetail', tag.tid)} variant="light" radius="xl" size="sm">
              {tag.name}
            </Button>
          </li>
        ))}
      </Group>
    </section>
  );
}
