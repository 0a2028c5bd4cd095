import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApprovalQuery } from '../../api/operations/listEditorApprovals';
import { FilterActions } from '../../components/console/FilterActions';

interface ApprovalFiltersProps {
  /** The resources an editor may filter by (value: nid). */
  resources: { value: string; label: string }[];
  applied: ApprovalQuery;
  onApply: (query: ApprovalQuery) => void;
}

/** The queue's filters: one resource, requests older than N days; applied with a button (or Enter). */
export function ApprovalFilters({ resources, applied, onApply }: ApprovalFiltersProps) {
  const [resource, setResource] = useState<string | null>(applied.resource ?? null);
  const [olderThan, setOlderThan] = useState(applied.older_than_days === undefined ? '' : String(applied.older_than_days));
  const days = /^\d{1,4}$/.test(olderThan.trim()) ? Math.min(Number(olderThan), 3650) : undefined;
  const apply = () =>
    onApply({
      ...(resource ? { resource } : {}),
      ...(days === undefined ? {} : { older_than_days: days }),
    });

  return (
    <form
      noValidate
      aria-label="Filter the requests"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label="Resource" placeholder="Any" data={resources} clearable value={resource} onChange={setResource} />
        <TextInput
          label="Older than (days)"
          placeholder="Any age"
          type="number"
          inputMode="numeric"
          min={0}
          max={3650}
          step={1}
          value={olderThan}
          onChange={(event) => setOlderThan(event.currentTarget.value)}
          error={olderThan.trim() && days === undefined ? 'Enter a whole number of days' : undefined}
        />
      </SimpleGrid>
      <FilterActions
        onClear={() => {
          setResource(null);
          setOlderThan('');
          onApply({});
        }}
      />
    </form>
  );
}
