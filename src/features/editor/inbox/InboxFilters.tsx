import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NO_INBOX_FILTERS, TYPE_LABELS, type InboxFilterValues } from './inbox-filters';

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
  const select = (name: 'type' | 'handled') => {
    const props = form.getInputProps(name);
    return { ...props, value: props.value || null, onChange: (value: string | null) => props.onChange(value ?? '') };
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Filter the Inbox">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label="Type" placeholder="Any" data={TYPE_OPTIONS} clearable {...select('type')} />
        <TextInput label="Resource" placeholder="Name or part of it" maxLength={200} {...form.getInputProps('resource')} />
        <Select label="Handled" placeholder="Any" data={HANDLED_OPTIONS} clearable {...select('handled')} />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="default"
          onClick={() => {
            form.setValues(NO_INBOX_FILTERS);
            onApply(NO_INBOX_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
