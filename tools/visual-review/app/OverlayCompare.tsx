import { Box, Slider, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import type { ImageSize } from '../shared/review-types';

export interface OverlayCompareProps {
  /** URL of the baseline image, shown left of the line. */
  baselineUrl: string;
  /** URL of the new image, shown right of the line. */
  actualUrl: string;
  baselineSize: ImageSize;
  actualSize: ImageSize;
  /** Names the slider for assistive technology. */
  label: string;
}

/** The two images stacked at the same scale; dragging (the image or the slider) moves the line between them. */
export function OverlayCompare({ baselineUrl, actualUrl, baselineSize, actualSize, label }: OverlayCompareProps) {
  const [position, setPosition] = useState(50);
  const dragging = useRef(false);
  const width = Math.max(baselineSize.width, actualSize.width);
  const height = Math.max(baselineSize.height, actualSize.height);
  const share = (size: ImageSize) => `${(size.width / width) * 100}%`;

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPosition(Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))));
  };

  return (
    <Box>
      <Text size="sm" c="dimmed" mb={4}>
        Left of the line: baseline. Right of the line: new. Drag the image or the slider.
      </Text>
      <Box
        pos="relative"
        maw={width}
        style={{
          aspectRatio: `${width} / ${height}`,
          cursor: 'ew-resize',
          touchAction: 'none',
          border: '1px solid var(--mantine-color-gray-4)',
        }}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => dragging.current && follow(event)}
        onPointerUp={() => {
          dragging.current = false;
        }}
      >
        <img
          src={baselineUrl}
          alt=""
          draggable={false}
          style={{ position: 'absolute', top: 0, left: 0, width: share(baselineSize) }}
        />
        <img
          src={actualUrl}
          alt=""
          draggable={false}
          style={{ position: 'absolute', top: 0, left: 0, width: share(actualSize), clipPath: `inset(0 0 0 ${position}%)` }}
        />
        <Box pos="absolute" top={0} bottom={0} left={`${position}%`} w={2} bg="red.6" style={{ pointerEvents: 'none' }} />
      </Box>
      <Slider value={position} onChange={setPosition} thumbLabel={label} label={(value) => `${value}%`} maw={width} mt="sm" />
    </Box>
  );
}
