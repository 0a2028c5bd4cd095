import { AspectRatio, Card, Image, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { useRuntimeConfig } from '../../../api/api-context';
import { mediaUrl } from '../../../lib/runtime-config';
import { slugPath } from '../../../lib/slug-path';
import { useResourceCards } from '../../../api/operations/listResourceCards';
import type { QuickLinkCard } from '../../../api/operations/listResourceCards';

/** Spec §9: the home page shows the first two quick-link cards. */
export const QUICK_LINK_COUNT = 2;

/** Guests' quick links: the first two resource cards, each opening its resource page. */
export function QuickLinkCards() {
  // Rendered deferred, in slices, not in the store update's one task (docs/performance.md).
  const { data, isPending, isError } = useDeferredValue(useResourceCards());
  if (isError) return null;
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Skeleton h={260} />
        <Skeleton h={260} />
      </SimpleGrid>
    );
  }
  const cards = data.slice(0, QUICK_LINK_COUNT);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="quick-links-title">
      <Title order={2} id="quick-links-title" fz={{ base: 22, sm: 28 }} mb="md">
        Explore the Source
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map((card) => (
          <QuickLink key={card.slug_url} card={card} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function QuickLink({ card }: { card: QuickLinkCard }) {
  const config = useRuntimeConfig();
  return (
    <Card
      component={Link}
      href={slugPath('/appdetail', card.slug_url)}
      withBorder
      shadow="sm"
      padding="lg"
      className="mantine-focus-auto"
    >
      <Card.Section>
        <AspectRatio ratio={16 / 10}>
          <Image src={mediaUrl(config, card.image)} alt="" fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Title order={3} fz="lg" mt="md" c="lumira.9">
        {card.resource_title}
      </Title>
      <Text c="gray.7" size="sm" mt={4} lineClamp={3}>
        {card.description}
      </Text>
    </Card>
  );
}
