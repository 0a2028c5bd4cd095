import { createRequire } from 'node:module';
import countriesLib from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** The full ISO 3166-1 list in English, `id` = alpha-2 code, sorted by name. */
export function isoCountries(): { id: string; countryName: string }[] {
  const names = countriesLib.getNames('en', { select: 'official' });
  return Object.entries(names)
    .map(([id, countryName]) => ({ id, countryName }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));
}
