import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useCountries } from '../api/operations/listCountries';
import { countryMatches, sortCountries } from '../lib/country-search';

export type CountrySelectProps = Omit<SelectProps, 'data' | 'filter' | 'searchable'>;

/**
 * The searchable country Select of registration and My Account; its value is the country's name.
 * A search finds a country by any word of its name or of its other names ("korea", "USA",
 * "Turkey"), and the list is in the visitor's alphabetical order (src/lib/country-search.ts).
 */
export function CountrySelect(props: CountrySelectProps) {
  const countries = useCountries();
  const sorted = useMemo(() => sortCountries(countries.data ?? []), [countries.data]);
  const filter = useMemo<OptionsFilter>(() => {
    const byName = new Map(sorted.map((country) => [country.country_name, country]));
    return ({ options, search }) =>
      (options as ComboboxItem[]).filter((option) => {
        const country = byName.get(option.value);
        return country !== undefined && countryMatches(country, search);
      });
  }, [sorted]);
  return (
    <Select
      label="Country"
      searchable
      filter={filter}
      nothingFoundMessage="No country found"
      maxDropdownHeight={260}
      data={sorted.map(({ country_name }) => country_name)}
      {...props}
    />
  );
}
