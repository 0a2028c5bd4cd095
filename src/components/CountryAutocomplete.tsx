import { Autocomplete, type AutocompleteProps, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useCountries, type Country } from '../api/operations/listCountries';
import { countryMatches, sortCountries } from '../lib/country-search';
import type { Rule } from '../lib/validators';

export interface CountryAutocompleteProps extends Omit<AutocompleteProps, 'data' | 'filter'> {
  /** The field's rule: a suggestion is the first of the country's names that passes it. */
  rule: Rule;
}

/** The name a free-text field accepts: "China" rather than "People's Republic of China" (no special characters). */
function acceptedName(country: Country, rule: Rule): string {
  return [country.country_name, ...(country.aliases ?? [])].find((name) => rule(name) === null) ?? country.country_name;
}

/**
 * The help form's free-text Country (spec §5: typed, with the help-form rules) with the country
 * list's suggestions, searched like the Country select of registration and My Account.
 */
export function CountryAutocomplete({ rule, ...props }: CountryAutocompleteProps) {
  const countries = useCountries();
  const { names, filter } = useMemo(() => {
    const byName = new Map(sortCountries(countries.data ?? []).map((country) => [acceptedName(country, rule), country]));
    const filterOptions: OptionsFilter = ({ options, search }) =>
      (options as ComboboxItem[]).filter((option) => {
        const country = byName.get(option.value);
        return country !== undefined && countryMatches(country, search);
      });
    return { names: [...byName.keys()], filter: filterOptions };
  }, [countries.data, rule]);
  return <Autocomplete label="Country" data={names} filter={filter} maxDropdownHeight={260} {...props} />;
}
