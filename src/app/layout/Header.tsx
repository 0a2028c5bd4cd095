import { Button, Group, UnstyledButton } from '@mantine/core';
import { Suspense, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyDialog } from '../../components/lazy-dialog';
import { useNavigationGuards } from '../../lib/navigation-guard';
import { useSessionView } from '../../session/session-context';
import { Logo } from './Logo';
import { lazyNamed } from '../../lib/lazy-named';

const ConfirmDialog = lazyDialog(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));
/** The member's side of the header loads on sign-in, not for guests (docs/performance.md). */
const MemberHeaderActions = lazyNamed(() => import('./MemberHeaderActions'), 'MemberHeaderActions');

/** Spec §2: on My Account the logo asks before leaving (unsaved edits may be lost). */
const CONFIRM_HOME_ON = '/userProfile';

/** Top bar: the logo home, Login/Register for guests, the member actions when signed in. */
export function Header() {
  const { isSignedIn, isRestoring } = useSessionView();
  const [location, navigate] = useLocation();
  const [isConfirming, setConfirming] = useState(false);
  const guards = useNavigationGuards();

  // With unsaved edits the page's own guard asks (one prompt, naming the unsaved changes).
  const onLogoClick = (event: MouseEvent) => {
    if (location !== CONFIRM_HOME_ON || guards.wouldAsk()) return;
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <Group component="nav" aria-label="Main" h="100%" px={{ base: 'sm', sm: 'xl' }} justify="space-between" wrap="nowrap">
      <UnstyledButton component={Link} href="/" onClick={onLogoClick} aria-label="The Source home" className="mantine-focus-auto">
        <Logo />
      </UnstyledButton>
      <Group gap="xs" wrap="nowrap">
        {/* Spec §2: the language label (EN) exists but is hidden; English is the only language. */}
        <span hidden>EN</span>
        {isSignedIn && (
          <Suspense fallback={null}>
            <MemberHeaderActions />
          </Suspense>
        )}
        {!isSignedIn && !isRestoring && (
          <>
            <Button component={Link} href="/login" variant="subtle" size="sm">
              Login
            </Button>
            <Button component={Link} href="/register" size="sm">
              Register
            </Button>
          </>
        )}
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title="Leave My Account?"
        message="Are you sure you want to go back?"
        confirmLabel="Yes, go home"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          navigate('/');
        }}
      />
    </Group>
  );
}
