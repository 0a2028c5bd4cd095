import { Box, Container, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFoundView } from '../../../components/NotFoundView';
import { SafeHtml } from '../../../components/SafeHtml';
import { useLandingPageDetail } from '../../../api/operations/getLandingPageDetail';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInAppLinks } from '../use-in-app-links';

export interface LandingPageViewProps {
  /** The page's slug, without the leading slash (`terms-service`). */
  linkName: string;
  /** What to show when no page has the slug (or it cannot be fetched); default the not-found view. */
  fallback?: ReactNode;
}

/** A static CMS page: its title and sanitised HTML body (spec §2 Link page). */
export function LandingPageView({ linkName, fallback }: LandingPageViewProps) {
  const { data: page, isPending, isError } = useLandingPageDetail(linkName);
  const followInAppLink = useInAppLinks();
  // The page's own title; an unknown slug shows the not-found view (About has its static stand-in).
  useDocumentTitle(page?.title ?? (!isPending && fallback === undefined ? 'Page not found' : null));

  if (isPending) {
    return (
      <Container size="md" py="xl">
        <Stack aria-busy="true">
          <Skeleton h={40} w="60%" />
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
        </Stack>
      </Container>
    );
  }
  // An unknown slug and a failed fetch (logged by the query cache) both leave nothing to show.
  if (isError || !page) return fallback ?? <NotFoundView message="Page not found!" />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} component="article">
      <Title order={1} fz={{ base: 28, sm: 40 }} c="lumira.9" mb="lg">
        {page.title}
      </Title>
      {/* Delegated: the anchors inside the body stay the interactive elements. */}
      <Box onClick={followInAppLink}>
        <SafeHtml html={page.body} lh={1.65} />
      </Box>
    </Container>
  );
}
