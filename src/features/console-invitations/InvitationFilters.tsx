import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NO_INVITATION_FILTERS, STATUS_LABELS, type InvitationFilterValues } from './invitation-filters';
import { FilterActions } from '../../components/console/FilterActions';
import { anySelectProps } from '../../components/console/any-select-props';

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

interface InvitationFiltersProps {
  applied: InvitationFilterValues;
  onApply: (filters: InvitationFilterValues) => void;
}

/** The ledger's search (email, name or company) and status filter; applied with a button (or Enter). */
export function InvitationFilters({ applied, onApply }: InvitationFiltersProps) {
  const form = useForm<InvitationFilterValues>({ mode: 'controlled', initialValues: applied });

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Search invitations">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Email, name or company" placeholder="Part of it" maxLength={200} {...form.getInputProps('q')} />
        <Select label="Status" placeholder="Any" data={STATUS_OPTIONS} clearable {...anySelectProps(form, 'status')} />
      </SimpleGrid>
      <FilterActions
        submitLabel="Search"
        onClear={() => {
          form.setValues(NO_INVITATION_FILTERS);
          onApply(NO_INVITATION_FILTERS);
        }}
      />
    </form>
  );
}
