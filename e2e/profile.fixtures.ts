import type { APIRequestContext, Page } from '@playwright/test';
import { ProfilePage } from './pages/profile.page';
import { test as base } from './support/fixtures';
import { ensureMember, loginViaApi, useSessionIn, type E2eMember, type E2eSession, type MemberKind } from './support/members';

export interface ProfileSignedIn {
  member: E2eMember;
  session: E2eSession;
}

export interface ProfileFixtures {
  profilePage: ProfilePage;
  /** Signs the page in (API login) as this run's profile member of `kind`, its profile reset to known values. */
  signInAs: (kind: MemberKind) => Promise<ProfileSignedIn>;
}

/** The values every profile journey starts from (what `ensureMember` registers, without a picture). */
export const START = {
  professional: {
    first: 'Pia',
    last: 'Lindqvist',
    institution: 'Eye Clinic North',
    profession: '11',
    specialty: '101',
    country: 'Sweden',
  },
  distributor: { first: 'Dario', last: 'Moretti', company: 'Optica Partners' },
} as const;

/** Puts the profile back through the API, so journeys and baselines do not depend on their order. */
export async function resetProfile(request: APIRequestContext, { member, session }: ProfileSignedIn) {
  const wrap = (value: string) => ({ value });
  const start = START[member.kind];
  const data = {
    field_picture: wrap(''),
    field_first_name: wrap(start.first),
    field_last_name: wrap(start.last),
    ...('institution' in start
      ? {
          field_institution_name: wrap(start.institution),
          field_profession: wrap(start.profession),
          field_specialty: wrap(start.specialty),
          field_country: wrap(start.country),
        }
      : {}),
    ...('company' in start ? { field_company_name: wrap(start.company) } : {}),
  };
  const response = await request.patch(`/user/${session.current_user.uid}?_format=json`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data,
  });
  if (!response.ok()) throw new Error(`profile reset failed: ${response.status()} ${await response.text()}`);
}

async function signIn(page: Page, request: APIRequestContext, kind: MemberKind): Promise<ProfileSignedIn> {
  // Own members (not the resources journeys'): these journeys change names and pictures.
  const member = await ensureMember(request, kind, `profile-${kind}`);
  const session = await loginViaApi(request, member);
  await resetProfile(request, { member, session });
  const start = START[kind];
  await useSessionIn(page, {
    ...session,
    user_extra_details: { ...session.user_extra_details, first_name: start.first, last_name: start.last, user_picture: null },
  });
  return { member, session };
}

export const test = base.extend<ProfileFixtures>({
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  signInAs: async ({ page, request }, use) => {
    await use((kind) => signIn(page, request, kind));
  },
});

export { expect } from './support/fixtures';
