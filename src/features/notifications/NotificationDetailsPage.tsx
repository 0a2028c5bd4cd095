import { Container, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useNotification } from '../../api/operations/getNotification';
import { useGoBack } from '../../lib/app-history';
import { NotificationDetail } from './components/NotificationDetail';
import { NotificationList } from './components/NotificationList';
import { useNotificationsView } from './use-notifications-view';

/** Spec §9: the mobile breakpoint (640 px). */
const MOBILE_QUERY = '(max-width: 40em)';

/**
 * /notificationDetails/{id}: the list on the left, the chosen notification on the right. Showing
 * an unread notification flags it read and refreshes the list (spec §4). Under 640 px one of the
 * two panes shows at a time.
 */
export function NotificationDetailsPage() {
  const { notificationid = '' } = useParams<{ notificationid: string }>();
  const [, navigate] = useLocation();
  // Spec §2: back one history entry; Home when there is none on the portal (opened from the email).
  const goBack = useGoBack();
  const { uid, notifications, markRead } = useNotificationsView();
  const detail = useNotification({ uid, id: notificationid });
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [isListShown, setListShown] = useState(false);
  const flagged = useRef(new Set<string>());

  const notification = detail.data ?? null;
  useEffect(() => {
    if (!notification || notification.isread !== 'False' || flagged.current.has(notification.nid)) return;
    flagged.current.add(notification.nid);
    markRead(notification);
  }, [notification, markRead]);

  // Choosing another notification replaces the entry, so the back arrow leaves the page in one step.
  const select = (nid: string) => {
    setListShown(false);
    if (nid !== notificationid) navigate(`/notificationDetails/${nid}`, { replace: true });
  };
  const list = <NotificationList notifications={notifications} selectedId={notificationid} onSelect={select} onBack={goBack} />;
  const pane = (
    <NotificationDetail
      notification={notification}
      isLoading={detail.isPending && detail.fetchStatus !== 'idle'}
      onShowList={isMobile ? () => setListShown(true) : undefined}
    />
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {isMobile ? (
        isListShown ? (
          list
        ) : (
          <>
            {/* The list, with the page's heading, is hidden under 640 px while a notification shows. */}
            <h1 className="visually-hidden">Notifications</h1>
            {pane}
          </>
        )
      ) : (
        <Grid gap="lg">
          <Grid.Col span={4}>{list}</Grid.Col>
          <Grid.Col span={8}>{pane}</Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
