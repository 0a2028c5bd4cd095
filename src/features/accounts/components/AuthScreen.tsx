import { Box, Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../../../api/api-context';
import { LoopingVideo } from '../../../components/LoopingVideo';
import { mediaUrl } from '../../../lib/runtime-config';

/**
 * Side video of the login and registration screens (content/media, served under /files/demo): an
 * upright clip drawn for this column (scripts/make-media.mjs), not the wide banner clip, which a
 * portrait column could only crop to a blurred sliver.
 */
export const AUTH_VIDEO_PATH = '/files/demo/auth/side-clarity.mp4';

/** Form column beside a muted, looping, decorative video (login and registration, spec §2). */
export function AuthScreen({ children }: { /** The form column. */ children: ReactNode }) {
  const config = useRuntimeConfig();
  return (
    <Flex mih="100vh" direction={{ base: 'column', md: 'row' }}>
      <Box flex={{ base: 'none', md: '0 0 50%' }} px={{ base: 'md', sm: 'xl' }} py="xl">
        <Box maw={520} mx="auto">
          {children}
        </Box>
      </Box>
      <Box flex={1} visibleFrom="md" bg="dark.8" pos="relative" data-testid="auth-video">
        <LoopingVideo
          src={mediaUrl(config, AUTH_VIDEO_PATH)}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: '50% 42%' }}
        />
      </Box>
    </Flex>
  );
}
