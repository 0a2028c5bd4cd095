/** A country as the country list gives it: its name and the other names it is searched by. */
export interface SearchableCountry {
  country_name: string;
  /** Short and former names ("China", "USA", "Turkey"); absent from backends that do not know them. */
  aliases?: string[];
}

/** Lower case without accents, so "aland" finds "Åland Islands" and "turkiye" "Türkiye". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** True when `name` has a word starting with `query` (both folded): "korea" is in "North Korea". */
function hasWordStartingWith(name: string, query: string): boolean {
  for (let at = name.indexOf(query); at !== -1; at = name.indexOf(query, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(name[at - 1]!)) return true;
  }
  return false;
}

/**
 * Issue 44: a country matches when its name or one of its aliases has a word that starts with the
 * search ("korea" finds both Koreas, "usa" the United States, "macedonia" North Macedonia). Spec §2
 * says "searchable by prefix": the prefix of any word, not only of the official name's first.
 */
export function countryMatches(country: SearchableCountry, search: string): boolean {
  const query = foldForSearch(search.trim());
  if (!query) return true;
  return [country.country_name, ...(country.aliases ?? [])].some((name) => hasWordStartingWith(foldForSearch(name), query));
}

/** The list in the visitor's language's alphabetical order (Åland Islands near the top, Türkiye after Tunisia). */
export function sortCountries<C extends SearchableCountry>(countries: readonly C[]): C[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  return [...countries].sort((a, b) => collator.compare(a.country_name, b.country_name));
}
