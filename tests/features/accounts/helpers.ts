import { screen, type userEvent } from '../../support/render';

/** A jwt with the given payload (unsigned: the SPA only decodes it for display). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const invitationClaims = { eid: 'dist@optics.example', firstname: 'Dana', lastname: 'Ortiz', dname: 'Optics Supply', country: 'ES' };

/** Lookups the registration form needs. */
export const lookupRoutes = {
  'GET /jsonapi/attribute/profession': [
    { tid: '1', name: 'Surgeon' },
    { tid: '2', name: 'Nurse' },
  ],
  'GET /jsonapi/attribute/speciality/1': [{ tid: '11', name: 'Cataract' }],
  'GET /jsonapi/attribute/speciality/2': [{ tid: '21', name: 'Theatre nursing' }],
  'GET /admin/city-state-city/api/get-country': {
    data: [
      { id: 'ES', country_name: 'Spain' },
      { id: 'SE', country_name: 'Sweden' },
      { id: 'AT', country_name: 'Austria' },
    ],
  },
};

/** Opens a Mantine Select by its label and picks an option. */
export async function pick(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
