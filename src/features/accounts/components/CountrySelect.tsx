import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';

/** Spec §2: the country list is searched by prefix, not substring. */
export const prefixFilter: OptionsFilter = ({ options, search }) => {
  const prefix = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter((option) => option.label.toLowerCase().startsWith(prefix));
};

/** Searchable country Select (prefix match). */
export function CountrySelect(props: SelectProps) {
  return (
    <Select
      label="Country"
      searchable
      filter={prefixFilter}
      nothingFoundMessage="No country found"
      maxDropdownHeight={260}
      {...props}
    />
  );
}
