import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { bareRoutePrefixes } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header and footer around every page except the bare ones (spec §2). */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const isBare = bareRoutePrefixes.some((prefix) => location === prefix || location.startsWith(`${prefix}/`));
  if (isBare) return <main id="main">{children}</main>;
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main id="main">
        {children}
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
