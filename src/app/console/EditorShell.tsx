import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useEditorApi } from '../../api/editor-api-context';
import type { Editor } from '../../api/operations/getCurrentEditor';
import { logoutEditor } from '../../api/operations/logoutEditor';
import { useEditorSessionStore } from '../../session/editor-session-context';
import { ConsoleStatusProvider } from '../../components/console/console-status';
import classes from './EditorShell.module.css';

/** The console's pages, in the order of its navigation (later slices add pages, resources, …). */
const PAGES = [
  { href: '/editor/banners', label: 'Banners' },
  { href: '/editor/cards', label: 'Quick-link cards' },
  { href: '/editor/mid-banners', label: 'Mid banner' },
  { href: '/editor/tags', label: 'Search tags' },
  { href: '/editor/resources', label: 'Resources' },
  { href: '/editor/professions', label: 'Professions' },
  { href: '/editor/need-help', label: 'Need-help list' },
  { href: '/editor/pages', label: 'Pages' },
  { href: '/editor/preview', label: 'Preview' },
  { href: '/editor/approvals', label: 'Approvals' },
  { href: '/editor/inbox', label: 'Inbox' },
  { href: '/editor/notifications', label: 'Notifications' },
  { href: '/editor/members', label: 'Members' },
  { href: '/editor/invitations', label: 'Invitations' },
  { href: '/editor', label: 'Audit log' },
] as const;

/**
 * The console's frame: a header with the product, the editor and Sign out, the navigation, and
 * the page in <main>. On a narrow screen the navigation goes above the page.
 */
export function EditorShell({
  editor,
  children,
}: {
  /** The signed-in editor, named in the header. */ editor: Editor;
  children: ReactNode;
}) {
  const api = useEditorApi();
  const store = useEditorSessionStore();
  const [location, navigate] = useLocation();

  const signOut = async () => {
    const session = store.get().session;
    // The session ends here whatever the server answers (it may already have ended it); ending it
    // also drops the console's cached data.
    if (session) await logoutEditor(api, session).catch(() => undefined);
    store.signOut();
    navigate('/editor/login', { replace: true });
  };

  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Text fw={700} c="white">
          The Source · Editor console
        </Text>
        <Group gap="md">
          <Text c="white" size="sm" data-testid="editor-name">
            {editor.first_name} {editor.last_name} <span className={classes.email}>({editor.email})</span>
          </Text>
          <Button variant="white" size="xs" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Group>
      </header>
      <div className={classes.body}>
        <Box component="nav" aria-label="Console" className={classes.nav}>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {PAGES.map((page) => (
              <li key={page.href}>
                <Anchor
                  component={Link}
                  href={page.href}
                  className={classes.navLink}
                  aria-current={location === page.href ? 'page' : undefined}
                >
                  {page.label}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Box>
        <main id="main" tabIndex={-1} className={classes.main}>
          <ConsoleStatusProvider>{children}</ConsoleStatusProvider>
        </main>
      </div>
    </div>
  );
}
