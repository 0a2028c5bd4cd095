import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useEditorApi } from '../../api/editor-api-context';
import { useComposeNotification } from '../../api/operations/composeNotification';
import { notificationsQueryOptions } from '../../api/operations/listEditorNotifications';
import { ActionOutcome, type Outcome } from '../../components/console/ActionOutcome';
import { PagedResults } from '../../components/console/PagedResults';
import { ComposeForm } from './ComposeForm';
import { composeOutcomeMessage } from './compose-outcome';
import { toComposeBody, type ComposeValues } from './compose-rules';
import { NotificationsTable } from './NotificationsTable';
import { ConsolePageHeading } from '../../components/console/ConsolePageHeading';

/** /editor/notifications: compose (send now or schedule) and every notification with its email progress. */
export function NotificationsPage() {
  const api = useEditorApi();
  const compose = useComposeNotification();
  const headingId = useId();
  const listId = useId();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = useQuery(notificationsQueryOptions(api, page));

  const send = async (values: ComposeValues) => {
    setOutcome(null);
    const created = await compose.mutateAsync(toComposeBody(values));
    setOutcome({ failed: false, message: composeOutcomeMessage(created) });
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Notifications">
        Members read them in the portal; those with email notifications on are emailed too.
      </ConsolePageHeading>
      <Paper withBorder p="md" aria-labelledby={headingId}>
        <ComposeForm onSend={send} />
      </Paper>
      <ActionOutcome outcome={outcome} />
      <Title order={2} size="h3" id={listId}>
        Sent and scheduled
      </Title>
      <PagedResults
        query={query}
        what="the notifications"
        count={(total) => (total === 0 ? 'No notifications yet.' : `${total} ${total === 1 ? 'notification' : 'notifications'}`)}
        pagesLabel="Notification pages"
        page={page}
        onPage={setPage}
      >
        {(items) => <NotificationsTable rows={items} labelledBy={listId} />}
      </PagedResults>
    </Stack>
  );
}
