import { createRequire } from 'node:module';
// The library's core, not its Node entry, which registers all 80 of its languages (80 JSON files
// read at start-up); the list is English only.
import countriesLib from 'i18n-iso-countries/index.js';
import { COUNTRY_SHORT_FORMS } from './country-short-forms';

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** Kosovo's XK is a user-assigned code the library adds; it is not part of ISO 3166-1. */
const notIso = new Set(['XK']);

/** The full ISO 3166-1 list (249 countries) in English, `id` = alpha-2 code, sorted by name. */
export function isoCountries(): { id: string; countryName: string }[] {
  const names = countriesLib.getNames('en', { select: 'official' });
  return Object.entries(names)
    .filter(([id]) => !notIso.has(id))
    .map(([id, countryName]) => ({ id, countryName }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));
}

let allNames: Record<string, string[]> | undefined;

/**
 * The other names a country is searched by (issue 44): the package's alternative English names
 * ("China", "USA", "Türkiye" → "Turkey") and our usual short forms, without the stored name itself.
 */
export function countryAliases(id: string, countryName: string): string[] {
  allNames ??= countriesLib.getNames('en', { select: 'all' });
  const names = [...(allNames[id.toUpperCase()] ?? []), ...(COUNTRY_SHORT_FORMS[id.toUpperCase()] ?? [])];
  return [...new Set(names)].filter((name) => name !== countryName);
}
