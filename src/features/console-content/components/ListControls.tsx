import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FilterActions } from '../../../components/console/FilterActions';
import { anySelectProps } from '../../../components/console/any-select-props';
import { NO_LIST_FILTERS, PAGE_SIZES, SORTS, type ListFilterValues, type ListSort, type ListView } from './list-view';

const STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];
const SORT_OPTIONS = Object.entries(SORTS).map(([value, label]) => ({ value, label }));

interface ListControlsProps {
  /** The list's name, e.g. "Resources": the search form is "Search resources". */
  label: string;
  view: ListView;
  onView: (view: ListView) => void;
}

/**
 * A content list's search and status filter (applied with a button or Enter, as the Members
 * list's), and its sort and page size (applied at once). Every change starts again at page 1.
 */
export function ListControls({ label, view, onView }: ListControlsProps) {
  const form = useForm<ListFilterValues>({ mode: 'controlled', initialValues: view.filters });
  const apply = (filters: ListFilterValues) => onView({ ...view, filters, page: 1 });
  return (
    <form noValidate onSubmit={form.onSubmit(apply)} aria-label={`Search ${label.toLowerCase()}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Search" placeholder="Part of a title or text" maxLength={200} {...form.getInputProps('q')} />
        <Select label="Status" placeholder="Any" data={STATUS_OPTIONS} clearable {...anySelectProps(form, 'status')} />
      </SimpleGrid>
      <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
        <FilterActions
          submitLabel="Search"
          onClear={() => {
            form.setValues(NO_LIST_FILTERS);
            apply(NO_LIST_FILTERS);
          }}
        />
        <Group gap="sm" wrap="wrap">
          <Select
            label="Sort by"
            data={SORT_OPTIONS}
            value={view.sort}
            allowDeselect={false}
            w={220}
            onChange={(sort) => sort && onView({ ...view, sort: sort as ListSort, page: 1 })}
          />
          <Select
            label="Per page"
            data={[...PAGE_SIZES]}
            value={String(view.limit)}
            allowDeselect={false}
            w={90}
            onChange={(limit) => limit && onView({ ...view, limit: Number(limit), page: 1 })}
          />
        </Group>
      </Group>
    </form>
  );
}
