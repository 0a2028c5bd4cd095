import { AppShell, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { bareRoutePrefixes } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';

/** True for the pages shown without header and footer (spec §2). */
export function isBareRoute(location: string): boolean {
  return bareRoutePrefixes.some((prefix) => location === prefix || location.startsWith(`${prefix}/`));
}

/** Header and footer around every page except the bare ones; the footer sits at the bottom of short pages. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (isBareRoute(location)) return <main id="main">{children}</main>;
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main id="main" display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1}>{children}</Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
