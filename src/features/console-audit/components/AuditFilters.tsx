import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACTION_OPTIONS, ENTITY_TYPE_OPTIONS } from '../audit-labels';
import { NO_FILTERS, rangeError, type AuditFilterValues } from '../audit-filters';
import { FilterActions } from '../../../components/console/FilterActions';
import { anySelectProps } from '../../../components/console/any-select-props';

interface AuditFiltersProps {
  /** The filters in force (the form starts from them). */
  applied: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
}

/** The audit log's filters: editor, entity type, action, a range of days; applied with a button (or Enter). */
export function AuditFilters({ applied, onApply }: AuditFiltersProps) {
  const form = useForm<AuditFilterValues>({
    mode: 'controlled',
    initialValues: applied,
    validate: { to: (to, values) => rangeError({ from: values.from, to }) },
    validateInputOnChange: ['to', 'from'],
  });

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Filter the audit log">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <TextInput label="Editor" placeholder="Email or part of it" {...form.getInputProps('actor')} />
        <Select
          label="Entity type"
          placeholder="Any"
          data={ENTITY_TYPE_OPTIONS}
          clearable
          {...anySelectProps(form, 'entityType')}
        />
        <Select label="Action" placeholder="Any" data={ACTION_OPTIONS} clearable {...anySelectProps(form, 'action')} />
        <TextInput label="From (UTC)" type="date" {...form.getInputProps('from')} />
        <TextInput label="To (UTC)" type="date" {...form.getInputProps('to')} />
      </SimpleGrid>
      <FilterActions
        onClear={() => {
          form.setValues(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      />
    </form>
  );
}
