import { Box, Group, LoadingOverlay, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';
import type { Resource } from '../../../api/operations/listProtectedResources';
import { useReleaseFirstView } from '../../../lib/first-view';
import { galleryMediaOf } from '../resource-rules';
import { BackButton } from './BackButton';
import { ResourceIcon } from './ResourceIcon';

// The gallery (and its video player) loads on demand, so Home stays light (issue: heavy parts lazy).
const MediaGallery = lazy(async () => ({ default: (await import('./MediaGallery')).MediaGallery }));

export interface ResourceDetailViewProps {
  resource: Resource;
  /** Visit / Add / Remove / Register buttons. */
  actions: ReactNode;
  /** 'Other Resources You Might Like'. */
  related: ReactNode;
  /** An add or remove is in flight: the page shows a loading overlay. */
  isBusy: boolean;
}

/** Spec §2 Resource detail: back, icon, title, summary, actions, HTML description, gallery, related. */
export function ResourceDetailView({ resource, actions, related, isBusy }: ResourceDetailViewProps) {
  const media = galleryMediaOf(resource.media_assets, resource.media_srcsets);
  // The server's first view shows the first picture; without one (none, or a video) it goes now.
  useReleaseFirstView(media[0]?.kind !== 'image');
  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={isBusy}
        zIndex={150}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': 'Saving' } as object}
      />
      <Stack gap="xl">
        <BackButton />
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ResourceIcon path={resource.icon} size={80} />
          <Stack gap="xs">
            <Title order={1} fz={{ base: 26, sm: 36 }} c="lumira.9">
              {resource.title}
            </Title>
            <Text size="lg" c="dimmed">
              {resource.summary}
            </Text>
          </Stack>
        </Group>
        {actions}
        {media.length > 0 && (
          // As tall as the gallery (a phone: 240 px preview, 12 px gap, 76 px thumbnail row), so nothing moves.
          <Suspense fallback={<Skeleton h={{ base: 328, sm: 460 }} radius="md" />}>
            <MediaGallery media={media} title={resource.title} />
          </Suspense>
        )}
        <div>
          {/* The description's own headings (h3 in the demo content) then follow a level two (axe: heading-order). */}
          <h2 className="visually-hidden">About {resource.title}</h2>
          <SafeHtml html={resource.description} />
        </div>
        {related}
      </Stack>
    </Box>
  );
}
