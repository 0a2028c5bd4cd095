import '../../components/all-mantine-styles';
import { UserMenu } from '../../features/accounts';
import { NotificationBell } from '../../features/notifications';
import { ResourceManagerPanel } from '../../features/resources';

/**
 * The signed-in side of the header. The notification bell with its unread count, the
 * resource-manager panel toggle and the user menu (spec §2 Header) plug in here; each is built
 * with its own feature and composed in this component.
 */
export function MemberHeaderActions() {
  return (
    <>
      <NotificationBell />
      <ResourceManagerPanel />
      <UserMenu />
    </>
  );
}
