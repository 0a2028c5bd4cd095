import type { Session } from '../../machines/session.machine';
import type { components } from '../../src/api/schema.gen';

type Schemas = components['schemas'];

/** A signed-in healthcare professional, as a login returns it (spec §3). */
export const memberSession: Session = {
  access_token: 'test-access-token',
  logout_token: 'test-logout-token',
  csrf_token: 'test-csrf-token',
  current_user: { uid: '7', name: 'anna.berg@clinic.example' },
  user_extra_details: { uuid: 'uuid-7', user_type: '1', first_name: 'Anna', last_name: 'Berg', user_picture: null },
};

export const banner = (n: number, overrides: Partial<Schemas['Banner']> = {}): Schemas['Banner'] => ({
  uuid: `banner-${n}`,
  banner_asset: `/files/demo/banners/banner-${n}.jpg`,
  title: `Banner ${n}`,
  description: `Description of banner ${n}`,
  redirect_links: '',
  ...overrides,
});

export const card = (slug: string): Schemas['QuickLinkCard'] => ({
  resource_title: `Card ${slug}`,
  description: `About ${slug}`,
  image: `/files/demo/cards/${slug}.jpg`,
  slug_url: slug,
});

export const footerPage = (slug: string, location = 'Footer'): Schemas['FooterPage'] => ({
  title: `Page ${slug}`,
  slug_url: slug,
  location,
});

/** The profession, speciality and country lookups (spec §7) behind the registration and profile forms. */
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
