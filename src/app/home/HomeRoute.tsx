import { Suspense } from 'react';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { HomePage } from '../../features/home/HomePage';
import { lazyNamed } from '../../lib/lazy-named';

/** The member sections (and their subscribe dialogs) load for members only, not on the guest home. */
const MemberHomeResources = lazyNamed(
  async () => (await Promise.all([import('../../features/resources'), import('../../components/all-mantine-styles')]))[0],
  'MemberHomeResources',
);

/** Home as routed: the home feature's page with the resources feature's member sections in its slot. */
export function HomeRoute() {
  return (
    <HomePage
      memberSections={
        <Suspense fallback={<LoadingOverlayScreen />}>
          <MemberHomeResources />
        </Suspense>
      }
    />
  );
}
