import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useLocation } from 'wouter';
import { useRuntimeConfig } from '../../../api/api-context';
import { useSessionSend, useSessionView } from '../../../app/session/session-context';
import { mediaUrl } from '../../../lib/runtime-config';

/** Spec §2 header user menu: 'Logged in as …', My Account, Settings, Support, Logout. */
export function UserMenu() {
  const { user, userTypeLabel } = useSessionView();
  const send = useSessionSend();
  const config = useRuntimeConfig();
  const [, navigate] = useLocation();
  if (!user) return null;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
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
        <Menu.Item
          color="red"
          onClick={() => {
            send({ type: 'session.logout' });
            navigate('/');
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
