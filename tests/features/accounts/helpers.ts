import { screen, type userEvent } from '../../support/render';

/** A jwt with the given payload (unsigned: the SPA only decodes it for display). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const invitationClaims = {
  eid: 'dist@optics.example',
  firstname: 'Dana',
  lastname: 'Ortiz',
  dname: 'Optics Supply',
  country: 'ES',
};

/** The server answers the invitation's stored values (POST /api/invitations/open). */
export const invitationOpened = { 'POST /api/invitations/open': invitationClaims } as const;

/** Opens a Mantine Select by its label and picks an option. */
export async function pick(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
