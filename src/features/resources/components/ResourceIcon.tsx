import { Image } from '@mantine/core';
import { useRuntimeConfig } from '../../../api/api-context';
import { mediaUrl } from '../../../lib/runtime-config';

/** A resource's square icon; decorative (the title is always next to it). */
export function ResourceIcon({
  path,
  size = 56,
}: {
  /** Media path from the API. */ path: string;
  /** Edge in px, default 56. */ size?: number;
}) {
  const config = useRuntimeConfig();
  return (
    <Image
      src={mediaUrl(config, path) || null}
      alt=""
      w={size}
      h={size}
      radius="md"
      fit="cover"
      bg="gray.1"
      style={{ flexShrink: 0 }}
    />
  );
}
