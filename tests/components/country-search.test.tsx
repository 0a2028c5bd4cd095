import { describe, expect, it } from 'vitest';
import { CountryAutocomplete } from '../../src/components/CountryAutocomplete';
import { CountrySelect } from '../../src/components/CountrySelect';
import { helpCountryRule } from '../../src/lib/validators';
import { renderWithProviders, screen, userEvent, within } from '../support/render';

// Issue 44: the country list uses official names; members search by the names they know.
// The list as the server answers it: the stored (official) name and the other names, in the
// server's order, which sorts 'Åland Islands' after 'Zimbabwe' and 'Türkiye' before 'Tunisia'.
const countries = [
  { id: 'AF', country_name: 'Afghanistan', aliases: [] },
  { id: 'AL', country_name: 'Albania', aliases: [] },
  { id: 'CD', country_name: 'Democratic Republic of the Congo', aliases: ['Congo', 'DR Congo'] },
  { id: 'CN', country_name: "People's Republic of China", aliases: ['China'] },
  { id: 'CZ', country_name: 'Czech Republic', aliases: ['Czechia'] },
  { id: 'GM', country_name: 'Republic of The Gambia', aliases: ['The Gambia', 'Gambia'] },
  { id: 'IR', country_name: 'Islamic Republic of Iran', aliases: ['Iran'] },
  { id: 'KP', country_name: 'North Korea', aliases: ["Korea, Democratic People's Republic of"] },
  { id: 'KR', country_name: 'South Korea', aliases: ['Korea, Republic of', 'Republic of Korea'] },
  { id: 'MK', country_name: 'The Republic of North Macedonia', aliases: ['North Macedonia', 'Macedonia'] },
  { id: 'CG', country_name: 'Republic of the Congo', aliases: ['Congo', 'Congo-Brazzaville'] },
  { id: 'TR', country_name: 'Türkiye', aliases: ['Turkey'] },
  { id: 'TN', country_name: 'Tunisia', aliases: [] },
  { id: 'US', country_name: 'United States of America', aliases: ['United States', 'USA', 'U.S.A.', 'US', 'U.S.'] },
  { id: 'ZW', country_name: 'Zimbabwe', aliases: [] },
  { id: 'AX', country_name: 'Åland Islands', aliases: ['Aland Islands'] },
];
const routes = { 'GET /admin/city-state-city/api/get-country': { data: countries } };

/** The names the open list offers, in order. */
const offered = async () => {
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);
};

describe('the country Select (registration, My Account)', () => {
  const search = async (text: string) => {
    const user = userEvent.setup();
    renderWithProviders(<CountrySelect />, { routes });
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.click(input);
    await screen.findByRole('option', { name: 'Afghanistan' });
    if (text) await user.type(input, text);
    return offered();
  };

  it.each([
    ['China', ["People's Republic of China"]],
    ['iran', ['Islamic Republic of Iran']],
    ['korea', ['North Korea', 'South Korea']],
    ['USA', ['United States of America']],
    ['Czechia', ['Czech Republic']],
    ['Gambia', ['Republic of The Gambia']],
    ['Congo', ['Democratic Republic of the Congo', 'Republic of the Congo']],
    ['North Macedonia', ['The Republic of North Macedonia']],
    ['Turkey', ['Türkiye']],
    ['turkiye', ['Türkiye']],
    ['aland', ['Åland Islands']],
  ])('"%s" finds %j', async (text, names) => {
    expect(await search(text)).toEqual(names);
  });

  it('matches the start of a word only: "ran" is not Iran', async () => {
    expect(await search('ran')).toEqual([]);
    expect(screen.getByText('No country found')).toBeInTheDocument();
  });

  it("lists the countries in the visitor's alphabetical order", async () => {
    const names = await search('');
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names.indexOf('Türkiye')).toBe(names.indexOf('Tunisia') + 1);
    expect(names.at(-1)).toBe('Zimbabwe');
  });
});

describe('the help form’s Country (free text with suggestions)', () => {
  it('suggests the name the field accepts and searches like the Select', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CountryAutocomplete rule={helpCountryRule} />, { routes });
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'chin');
    // Not "People's Republic of China": the help form refuses special characters (spec §5).
    expect(await offered()).toEqual(['China']);
    await user.clear(input);
    await user.type(input, 'korea');
    expect(await offered()).toEqual(['North Korea', 'South Korea']);
    await user.click(screen.getByRole('option', { name: 'South Korea' }));
    expect(input).toHaveValue('South Korea');
  });
});
