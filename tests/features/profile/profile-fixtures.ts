import type { components } from '../../../src/api/schema.gen';
import {
  json,
  lookupRoutes as sharedLookupRoutes,
  memberLayoutRoutes,
  memberSession,
  type FakeRoutes,
  type RecordedCall,
} from '../../support/render';

type Schemas = components['schemas'];

export const professionalRecord: Schemas['ProfessionalProfile'] = {
  picture: '/files/pictures/anna.jpg',
  first_name: 'Anna',
  last_name: 'Berg',
  mail: 'anna.berg@clinic.example',
  institution_name: 'Eye Clinic North',
  profession: { termid: '1', name: 'Surgeon' },
  specialty: { termid: '11', name: 'Cataract' },
  country: 'Sweden',
  roles: [{ id: 'authenticated', label: 'Authenticated user' }],
};

export const distributorRecord: Schemas['DistributorProfile'] = {
  picture: '',
  first_name: 'Dana',
  last_name: 'Ortiz',
  mail: 'dist@optics.example',
  field_company_name: 'Optics Supply',
  country: 'ES',
  roles: [{ id: 'authenticated', label: 'Authenticated user' }],
};

export const distributorSession = {
  ...memberSession,
  current_user: { uid: '8', name: 'dist@optics.example' },
  user_extra_details: {
    ...memberSession.user_extra_details,
    uuid: 'uuid-8',
    user_type: '2',
    first_name: 'Dana',
    last_name: 'Ortiz',
  },
};

/** The shared lookups, with a second speciality so a profile edit can change it. */
export const lookupRoutes: FakeRoutes = {
  ...sharedLookupRoutes,
  'GET /jsonapi/attribute/speciality/1': [
    { tid: '11', name: 'Cataract' },
    { tid: '12', name: 'Glaucoma' },
  ],
};

export interface ProfileBackend {
  routes: FakeRoutes;
  /** Bodies of the profile saves, in order. */
  saves: unknown[];
  profileReads: () => number;
}

/**
 * A fake backend for My Account (with the member's layout) that answers the profile read with
 * `record`, and after a save answers with the saved names (what a real reload shows), recording
 * the save bodies.
 */
export function profileBackend(
  record: Schemas['ProfessionalProfile'] | Schemas['DistributorProfile'],
  uid = '7',
): ProfileBackend {
  let current = record;
  let reads = 0;
  const saves: unknown[] = [];
  return {
    saves,
    profileReads: () => reads,
    routes: {
      ...memberLayoutRoutes,
      ...lookupRoutes,
      'GET /jsonapi/user/profile/': () => {
        reads += 1;
        return { data: [current] };
      },
      [`PATCH /user/${uid}`]: async (request: Request) => {
        const body = (await request.json()) as Record<string, { value: string }>;
        saves.push(body);
        current = { ...current, first_name: body.field_first_name!.value, last_name: body.field_last_name!.value };
        if ('institution_name' in current && body.field_institution_name)
          current = { ...current, institution_name: body.field_institution_name.value };
        if ('field_company_name' in current && body.field_company_name)
          current = { ...current, field_company_name: body.field_company_name.value };
        return json({ message: 'Your profile has been successfully updated.' });
      },
    },
  };
}

export const profileCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/jsonapi/user/profile/');
