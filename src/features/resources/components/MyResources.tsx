import { SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import type { SubscribedResource } from '../../../api/operations/listSubscribedResources';
import { SubscribedTile } from './SubscribedTile';

export interface MyResourcesProps {
  /** The subscribed list; undefined while loading. */
  items: SubscribedResource[] | undefined;
  /** The list could not be fetched (logged); the section then shows nothing (spec §8). */
  isError: boolean;
  /** The section heading (focusable from script only), e.g. to move focus here after an add. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Home's My Resources: the member's subscribed resources as tiles. */
export function MyResources({ items, isError, headingRef }: MyResourcesProps) {
  if (isError) return null;
  return (
    // `id`: Settings' "Go to My Resources" links here (/#my-resources), clear of the fixed header.
    <section
      id="my-resources"
      aria-labelledby="my-resources-title"
      style={{ scrollMarginTop: 'calc(var(--header-height, 0px) + 16px)' }}
    >
      <Title ref={headingRef} tabIndex={-1} order={2} id="my-resources-title" fz={{ base: 22, sm: 28 }} mb="md">
        My Resources
      </Title>
      {items === undefined ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md" aria-busy="true" aria-label="Loading My Resources">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={110} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="dimmed">You have not added any resources yet. Add one from the list below.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md">
          {items.map((item) => (
            <SubscribedTile key={item.nid} item={item} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
