import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { composeNotification } from '../../../api/operations/composeNotification';
import { EDITOR_ONLY } from '../../../api/operations/getCurrentEditor';
import { notificationsQueryOptions } from '../../../api/operations/listEditorNotifications';
import { ActionOutcome, type Outcome } from '../components/ActionOutcome';
import { PagedResults } from '../components/PagedResults';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ComposeForm } from './ComposeForm';
import { toComposeBody, type ComposeValues } from './compose-rules';
import { NotificationsTable } from './NotificationsTable';
import { ConsolePageHeading } from '../components/ConsolePageHeading';

/** /editor/notifications: compose (send now or schedule) and every notification with its email progress. */
export function NotificationsPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const listId = useId();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = useEditorQuery(notificationsQueryOptions(api, session.access_token, page));

  const send = async (values: ComposeValues) => {
    setOutcome(null);
    const created = await composeNotification(api, session.access_token, toComposeBody(values));
    const emails = `${created.queued} ${created.queued === 1 ? 'email' : 'emails'}`;
    setOutcome({
      failed: false,
      message:
        created.status === 'scheduled'
          ? `Scheduled "${created.subject}" for ${created.recipients} members (${emails} to send then).`
          : `Sent "${created.subject}" to ${created.recipients} members; ${emails} queued.`,
    });
    setPage(1);
    await queryClient.invalidateQueries({ queryKey: [EDITOR_ONLY, 'listEditorNotifications'] });
  };

  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Notifications">
        Members read them in the portal; those with email notifications on are emailed too.
      </ConsolePageHeading>
      <Paper withBorder p="md" aria-labelledby={headingId}>
        <ComposeForm accessToken={session.access_token} onSend={send} />
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
