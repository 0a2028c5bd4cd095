import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { USER_TYPE_LABELS } from '../../components/console/user-type-labels';
import { NO_MEMBER_FILTERS, STATUS_LABELS, type MemberFilterValues } from './member-filters';
import { FilterActions } from '../../components/console/FilterActions';
import { anySelectProps } from '../../components/console/any-select-props';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = options(USER_TYPE_LABELS);
const STATUS_OPTIONS = options(STATUS_LABELS);

interface MemberFiltersProps {
  applied: MemberFilterValues;
  onApply: (filters: MemberFilterValues) => void;
}

/** The Members list's search (name or email) and filters (user type, status); applied with a button (or Enter). */
export function MemberFilters({ applied, onApply }: MemberFiltersProps) {
  const form = useForm<MemberFilterValues>({ mode: 'controlled', initialValues: applied });

  return (
    <form noValidate onSubmit={form.onSubmit(onApply)} aria-label="Search members">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Name or email" placeholder="Part of it" maxLength={200} {...form.getInputProps('q')} />
        <Select label="User type" placeholder="Any" data={TYPE_OPTIONS} clearable {...anySelectProps(form, 'type')} />
        <Select label="Status" placeholder="Any" data={STATUS_OPTIONS} clearable {...anySelectProps(form, 'status')} />
      </SimpleGrid>
      <FilterActions
        submitLabel="Search"
        onClear={() => {
          form.setValues(NO_MEMBER_FILTERS);
          onApply(NO_MEMBER_FILTERS);
        }}
      />
    </form>
  );
}
