import './all-mantine-styles';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ArrivalNoticeContent } from '../lib/arrival-notice';

export interface ArrivalNoticeAlertProps {
  content: ArrivalNoticeContent;
  /** The close icon ('Close notice'). */
  onClose: () => void;
}

/** How an arrival notice looks: an alert above the page's content, with its way on as a link. */
export function ArrivalNoticeAlert({ content: { title, message, action }, onClose }: ArrivalNoticeAlertProps) {
  return (
    <Container size="lg" pt="md">
      <Alert variant="light" color="lumira" title={title} withCloseButton closeButtonLabel="Close notice" onClose={onClose}>
        <Text size="sm">
          {message}
          {action && (
            <>
              {' '}
              <Anchor component={Link} href={action.href} inherit fw={600}>
                {action.label}
              </Anchor>
            </>
          )}
        </Text>
      </Alert>
    </Container>
  );
}
