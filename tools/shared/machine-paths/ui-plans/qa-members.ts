/**
 * The QA members' values, which the UI models' events carry (a login's password, the names the
 * header shows): the ones e2e/support/members.ts registers members with. The plans need them
 * without Playwright; e2e/qa/support/qa-members.ts re-exports them for the drivers.
 */

/** Long and not a common password (the server refuses those). */
export const QA_PASSWORD = 'Vitreous7Lantern';
/** What a path that changes the password changes it to (and back). */
export const QA_NEW_PASSWORD = 'Corneal9Harbour';

export const QA_PROFESSIONAL = {
  title: 'Dr.',
  first: 'Pia',
  last: 'Lindqvist',
  institution: 'Eye Clinic North',
  profession: '11',
  specialty: '101',
  country: 'Sweden',
} as const;
export const QA_DISTRIBUTOR = { first: 'Dario', last: 'Moretti', company: 'Optica Partners', country: 'IT' } as const;
