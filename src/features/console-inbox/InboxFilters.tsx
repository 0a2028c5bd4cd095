import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NO_INBOX_FILTERS, TYPE_LABELS, type InboxFilterValues } from './inbox-filters';
import { FilterActions } from '../../components/console/FilterActions';
import { anySelectProps } from '../../components/console/any-select-props';

const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));
const HANDLED_OPTIONS = [
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
];

interface InboxFiltersProps {
  applied: InboxFilterValues;
  onApply: (filters: InboxFilterValues) => void;
}

/** The Inbox's filters: type, resource (part of it), handled or not; applied with a button (or Enter). */
export function InboxFilters({ applied, onApply }: InboxFiltersProps) {
  const form = useForm<InboxFilterValues>({ mode: 'controlled', initialValues: applied });

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Filter the Inbox">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label="Type" placeholder="Any" data={TYPE_OPTIONS} clearable {...anySelectProps(form, 'type')} />
        <TextInput label="Resource" placeholder="Name or part of it" maxLength={200} {...form.getInputProps('resource')} />
        <Select label="Handled" placeholder="Any" data={HANDLED_OPTIONS} clearable {...anySelectProps(form, 'handled')} />
      </SimpleGrid>
      <FilterActions
        onClear={() => {
          form.setValues(NO_INBOX_FILTERS);
          onApply(NO_INBOX_FILTERS);
        }}
      />
    </form>
  );
}
