import '../components/all-mantine-styles';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The app's one notifications container, top right (loaded by NotificationsOnDemand). */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
