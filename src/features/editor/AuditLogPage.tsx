import { Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useApi } from '../../api/api-context';
import { auditLogQueryOptions, type AuditEntry } from '../../api/operations/listAuditEntries';
import { NO_FILTERS, toAuditQuery, type AuditFilterValues } from './audit-filters';
import { AuditFilters } from './components/AuditFilters';
import { changeLabel } from './can-undo';
import { AuditTable } from './components/AuditTable';
import { PutBackDialog } from './components/PutBackDialog';
import type { EditorSession } from './editor-session';
import { useEditorQuery } from './use-editor-query';
import { usePutBack } from './use-put-back';
import { ActionOutcome } from './components/ActionOutcome';
import { useAttempt } from './components/use-attempt';
import { PagedResults } from './components/PagedResults';
import { useFilteredPages } from './components/use-filtered-pages';
import { ConsolePageHeading } from './components/ConsolePageHeading';

const PAGE_SIZE = 25;

/** /editor: the audit log, newest first, with its filters and pages. */
export function AuditLogPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const headingId = useId();
  const { filters, page, setPage, applyFilters } = useFilteredPages<AuditFilterValues>(NO_FILTERS);
  const query = useEditorQuery(auditLogQueryOptions(api, session.access_token, toAuditQuery(filters, page, PAGE_SIZE)));
  const putBack = usePutBack(session.access_token);
  const [undoing, setUndoing] = useState<AuditEntry | null>(null);
  const { busyId, outcome, setOutcome, attempt } = useAttempt();
  const confirmPutBack = async () => {
    if (!undoing) return;
    await attempt(undoing.id, () => putBack(undoing.id));
    setUndoing(null);
  };

  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Audit log">
        Every change made in the console or with the editor commands: who, when, what, and the entity before and after.
      </ConsolePageHeading>
      <AuditFilters applied={filters} onApply={applyFilters} />
      <ActionOutcome outcome={outcome} />
      <PagedResults
        query={query}
        what="the audit log"
        count={(total) => (total === 0 ? 'No entries match these filters.' : `${total} ${total === 1 ? 'entry' : 'entries'}`)}
        pagesLabel="Audit log pages"
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <AuditTable
            entries={items}
            labelledBy={headingId}
            onPutBack={(entry) => {
              setOutcome(null);
              setUndoing(entry);
            }}
          />
        )}
      </PagedResults>
      <PutBackDialog
        change={undoing && changeLabel(undoing)}
        busy={busyId !== null}
        onConfirm={() => void confirmPutBack()}
        onCancel={() => setUndoing(null)}
      />
    </Stack>
  );
}
