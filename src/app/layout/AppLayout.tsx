import { AppShell, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { bareRoutePrefixes } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const HEADER_HEIGHT = 64;

/** True for the pages shown without header and footer (spec §2). */
export function isBareRoute(location: string): boolean {
  return bareRoutePrefixes.some((prefix) => location === prefix || location.startsWith(`${prefix}/`));
}

/**
 * Header and footer around every page except the bare ones. The footer is a sibling of <main>
 * (so it is the page's contentinfo landmark) and sits at the bottom of short pages.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (isBareRoute(location)) return <main id="main">{children}</main>;
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <Box pt={HEADER_HEIGHT} mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
        <Box component="main" id="main" tabIndex={-1} flex={1} style={{ outline: 'none' }}>
          {children}
        </Box>
        <Footer />
      </Box>
    </AppShell>
  );
}
