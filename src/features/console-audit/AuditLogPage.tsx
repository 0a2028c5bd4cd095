import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { auditLogQueryOptions, type AuditEntry } from '../../api/operations/listAuditEntries';
import { NO_FILTERS, toAuditQuery, type AuditFilterValues } from './audit-filters';
import { AuditFilters } from './components/AuditFilters';
import { changeLabel, itemLabel } from './can-undo';
import { AuditTable } from './components/AuditTable';
import { PutBackDialog } from './components/PutBackDialog';
import { useUndoAuditEntry } from '../../api/operations/undoAuditEntry';
import { ActionOutcome } from '../../components/console/ActionOutcome';
import { useAttempt } from '../../components/console/use-attempt';
import { PagedResults } from '../../components/console/PagedResults';
import { useFilteredPages } from '../../components/console/use-filtered-pages';
import { ConsolePageHeading } from '../../components/console/ConsolePageHeading';

const PAGE_SIZE = 25;

/** /editor: the audit log, newest first, with its filters and pages. */
export function AuditLogPage() {
  const api = useEditorApi();
  const headingId = useId();
  const { filters, page, setPage, applyFilters } = useFilteredPages<AuditFilterValues>(NO_FILTERS);
  const query = useQuery(auditLogQueryOptions(api, toAuditQuery(filters, page, PAGE_SIZE)));
  const putBack = useUndoAuditEntry();
  const [undoing, setUndoing] = useState<AuditEntry | null>(null);
  /** The item whose changes alone are shown ("Only this item"), as the table named it. */
  const [onlyItem, setOnlyItem] = useState<string | null>(null);
  const { busyId, outcome, setOutcome, attempt } = useAttempt();
  const confirmPutBack = async () => {
    if (!undoing) return;
    await attempt(undoing.id, async () => (await putBack.mutateAsync(undoing.id)).message);
    setUndoing(null);
  };

  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Audit log">
        Every change made in the console or with the editor commands: who, when, what, and which fields changed.
      </ConsolePageHeading>
      <AuditFilters
        key={filters.entityId}
        applied={filters}
        onApply={(next) => {
          setOnlyItem(null);
          applyFilters({ ...next, entityId: '' });
        }}
      />
      {onlyItem && (
        <Group gap="sm" role="group" aria-label="Item filter">
          <Text size="sm">Only the changes of {onlyItem}.</Text>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              setOnlyItem(null);
              applyFilters({ ...filters, entityType: '', entityId: '' });
            }}
          >
            Show every item
          </Button>
        </Group>
      )}
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
            onOnlyItem={
              onlyItem
                ? undefined
                : (entry) => {
                    setOnlyItem(itemLabel(entry));
                    applyFilters({ ...NO_FILTERS, entityType: entry.entity_type, entityId: entry.entity_id });
                  }
            }
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
