import { Box, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReviewSnapshot } from '../shared/review-types';
import { OverlayCompare } from './OverlayCompare';
import { imageUrl, type ImageKind } from './review-api';
import { snapshotLabel } from './run-groups';

type View = 'side' | 'diff' | 'overlay';

const views: { value: View; label: string }[] = [
  { value: 'side', label: 'Side by side' },
  { value: 'diff', label: 'Pixel diff' },
  { value: 'overlay', label: 'Overlay' },
];

function Figure({ snapshot, kind, caption }: { snapshot: ReviewSnapshot; kind: ImageKind; caption: string }) {
  const size = kind === 'baseline' ? snapshot.baselineSize : snapshot.actualSize;
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600} mb={4}>
        {caption}
        {size && (
          <Text span size="sm" c="dimmed" fw={400}>
            {` ${size.width}×${size.height}`}
          </Text>
        )}
      </Text>
      <img
        src={imageUrl(snapshot.id, kind)}
        alt={`${caption} of ${snapshotLabel(snapshot)}`}
        style={{
          maxWidth: '100%',
          width: size ? size.width : undefined,
          height: 'auto',
          border: '1px solid var(--mantine-color-gray-4)',
        }}
      />
    </Box>
  );
}

/** The images of one snapshot: a changed one in three views, a new or stale one as it is. */
export function CompareView({ snapshot }: { snapshot: ReviewSnapshot }) {
  const [view, setView] = useState<View>('side');
  if (snapshot.status === 'new') return <Figure snapshot={snapshot} kind="actual" caption="New (no baseline yet)" />;
  if (snapshot.status === 'stale') return <Figure snapshot={snapshot} kind="baseline" caption="Baseline without a test" />;
  const label = snapshotLabel(snapshot);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={`View of ${label}`}
        data={views}
        value={view}
        onChange={(value) => setView(value as View)}
        w="fit-content"
      />
      {view === 'side' && (
        <SimpleGrid cols={2} spacing="md">
          <Figure snapshot={snapshot} kind="baseline" caption="Baseline" />
          <Figure snapshot={snapshot} kind="actual" caption="New" />
        </SimpleGrid>
      )}
      {view === 'diff' &&
        (snapshot.hasDiff ? (
          <Figure snapshot={snapshot} kind="diff" caption="Pixel diff (differences in red)" />
        ) : (
          <Text size="sm">
            Playwright wrote no diff image for this snapshot (the sizes differ too much); use the other views.
          </Text>
        ))}
      {view === 'overlay' && snapshot.baselineSize && snapshot.actualSize && (
        <OverlayCompare
          baselineUrl={imageUrl(snapshot.id, 'baseline')}
          actualUrl={imageUrl(snapshot.id, 'actual')}
          baselineSize={snapshot.baselineSize}
          actualSize={snapshot.actualSize}
          label={`Overlay line position for ${label}`}
        />
      )}
    </Stack>
  );
}
