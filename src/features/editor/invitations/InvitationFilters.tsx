import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NO_INVITATION_FILTERS, STATUS_LABELS, type InvitationFilterValues } from './invitation-filters';

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

interface InvitationFiltersProps {
  applied: InvitationFilterValues;
  onApply: (filters: InvitationFilterValues) => void;
}

/** The ledger's search (email, name or company) and status filter; applied with a button (or Enter). */
export function InvitationFilters({ applied, onApply }: InvitationFiltersProps) {
  const form = useForm<InvitationFilterValues>({ mode: 'controlled', initialValues: applied });
  const status = form.getInputProps('status');

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Search invitations">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Email, name or company" placeholder="Part of it" maxLength={200} {...form.getInputProps('q')} />
        <Select
          label="Status"
          placeholder="Any"
          data={STATUS_OPTIONS}
          clearable
          {...status}
          value={status.value || null}
          onChange={(value) => status.onChange(value ?? '')}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">Search</Button>
        <Button
          variant="default"
          onClick={() => {
            form.setValues(NO_INVITATION_FILTERS);
            onApply(NO_INVITATION_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
