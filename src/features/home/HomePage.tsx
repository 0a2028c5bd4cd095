import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSessionView } from '../../session/session-context';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { HomeBanners } from './components/HomeBanners';
import { MidBanner } from './components/MidBanner';
import { NeedHelpBlock } from './components/NeedHelpBlock';
import { QuickLinkCards } from './components/QuickLinkCards';
import { SearchTags } from './components/SearchTags';
import classes from './HomePage.module.css';

export interface HomePageProps {
  /** Members' sections (My Resources, addable resources), composed in src/app from the resources feature; none by default. */
  memberSections?: ReactNode;
}

/**
 * Home (spec §2): banners for everyone (the protected list for members); quick links, the mid
 * banner and search tags for guests; the member sections for members; 'Need help?' for all.
 */
export function HomePage({ memberSections = null }: HomePageProps) {
  const { isRestoring, isSignedIn, uid } = useSessionView();
  // Until the stored session is read, we do not know which banner list to ask for.
  if (isRestoring) return <LoadingOverlayScreen fill />;
  return (
    <div className={classes.home}>
      <h1 className="visually-hidden">The Source home</h1>
      <HomeBanners isSignedIn={isSignedIn} uid={uid} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap={48}>
          {isSignedIn ? (
            memberSections
          ) : (
            <>
              <QuickLinkCards />
              <MidBanner />
              <SearchTags />
            </>
          )}
          <NeedHelpBlock />
        </Stack>
      </Container>
    </div>
  );
}
