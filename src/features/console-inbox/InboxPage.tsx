import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { inboxQueryOptions, type InboxMessage } from '../../api/operations/listInboxMessages';
import { NO_INBOX_FILTERS, toInboxQuery, type InboxFilterValues } from './inbox-filters';
import { InboxFilters } from './InboxFilters';
import { InboxMessageItem } from './InboxMessageItem';
import { ReplyDialog } from './ReplyDialog';
import { useInboxActions } from './use-inbox-actions';
import { ActionOutcome } from '../../components/console/ActionOutcome';
import { PagedResults } from '../../components/console/PagedResults';
import { useFilteredPages } from '../../components/console/use-filtered-pages';
import { useAttempt } from '../../components/console/use-attempt';

const PAGE_SIZE = 25;

/** /editor/inbox: the help-form and support messages, newest first, with filters, pages and what an editor does with them. */
export function InboxPage() {
  const api = useEditorApi();
  const { filters, page, setPage, applyFilters } = useFilteredPages<InboxFilterValues>(NO_INBOX_FILTERS);
  const query = useQuery(inboxQueryOptions(api, toInboxQuery(filters, page, PAGE_SIZE)));
  const actions = useInboxActions();
  const [replying, setReplying] = useState<InboxMessage | null>(null);
  const { busyId, outcome, setOutcome, attempt } = useAttempt();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Inbox</Title>
        <Text c="dimmed" size="sm">
          Messages from the help form and members&apos; support requests, newest first.
        </Text>
      </div>
      <InboxFilters applied={filters} onApply={applyFilters} />
      <ActionOutcome outcome={outcome} />
      <PagedResults
        query={query}
        what="the Inbox"
        count={(total) => (total === 0 ? 'No messages match these filters.' : `${total} ${total === 1 ? 'message' : 'messages'}`)}
        pagesLabel="Inbox pages"
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <Stack component="ul" gap="xs" aria-label="Messages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((message) => (
              <InboxMessageItem
                key={message.id}
                message={message}
                busy={busyId === message.id}
                onDownload={() =>
                  void attempt(null, async () => {
                    await actions.download(message);
                    return `Downloaded the attachment of “${message.subject}”.`;
                  })
                }
                onHandled={(handled) =>
                  void attempt(message.id, async () => {
                    await actions.setHandled(message, handled);
                    return `Marked “${message.subject}” ${handled ? 'handled' : 'not handled'}.`;
                  })
                }
                onReply={() => {
                  setOutcome(null);
                  setReplying(message);
                }}
              />
            ))}
          </Stack>
        )}
      </PagedResults>
      <ReplyDialog
        message={replying}
        onClose={() => setReplying(null)}
        onSend={async (reply) => {
          const sent = await actions.reply(replying!, reply);
          setReplying(null);
          setOutcome({ message: sent, failed: false });
        }}
      />
    </Stack>
  );
}
