import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useLocation } from 'wouter';
import { useRuntimeConfig } from '../../../api/api-context';
import { useNavigationGuards } from '../../../lib/navigation-guard';
import { mediaUrl } from '../../../lib/runtime-config';
import { useSessionView } from '../../../session/session-context';

/** Spec §2 header user menu: 'Logged in as …', My Account, Settings, Support, Logout. */
export function UserMenu() {
  const { user, userTypeLabel, logout } = useSessionView();
  const config = useRuntimeConfig();
  const [, navigate] = useLocation();
  const { requestLeave } = useNavigationGuards();
  if (!user) return null;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        {/* Label in name (WCAG 2.5.3): the initials a speech user sees are part of the button's name. */}
        <UnstyledButton aria-label={`User menu, ${initials}`}>
          <Avatar
            src={mediaUrl(config, user.user_picture) || null}
            radius="xl"
            color="lumira"
            alt={`${user.first_name} ${user.last_name}`}
          >
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Logged in as {userTypeLabel}</Menu.Label>
        <Menu.Item onClick={() => navigate('/userProfile')}>My Account</Menu.Item>
        <Menu.Item onClick={() => navigate('/settings')}>Settings</Menu.Item>
        <Menu.Item onClick={() => navigate('/support')}>Support</Menu.Item>
        <Menu.Divider />
        {/* Logging out is leaving too: a page with unsaved edits asks before the session ends. */}
        <Menu.Item
          // red 6 is 3.3:1 on white; red 9 passes WCAG AA.
          color="red.9"
          onClick={() =>
            requestLeave(() => {
              logout();
              navigate('/');
            })
          }
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
