import type { Session } from '../../machines/session.machine';
import type { components } from '../../src/api/schema.gen';
import type { FakeRoutes } from './fake-api';

type Schemas = components['schemas'];

/** A signed-in healthcare professional, as a login returns it (spec §3). */
export const memberSession: Session = {
  access_token: 'test-access-token',
  logout_token: 'test-logout-token',
  csrf_token: 'test-csrf-token',
  current_user: { uid: '7', name: 'anna.berg@clinic.example' },
  user_extra_details: { uuid: 'uuid-7', user_type: '1', first_name: 'Anna', last_name: 'Berg', user_picture: null },
};

/** What POST /user/login answers for `memberSession` (the contract sends '' when there is no picture). */
export const memberLoginResponse: Schemas['LoginResponse'] = {
  ...memberSession,
  user_extra_details: { ...memberSession.user_extra_details, user_type: '1', user_picture: '' },
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
      // An official name members search by its common one (issue 44).
      { id: 'TR', country_name: 'Türkiye', aliases: ['Turkey'] },
    ],
  },
} satisfies FakeRoutes;

/** What the layout asks on every page with a footer: the static pages for its links (none here). */
export const layoutRoutes = { 'GET /jsonapi/basiclandingpages': [] } satisfies FakeRoutes;

/**
 * What a member's layout asks on every page: the footer's pages, the notification bell's list and
 * the consent gate's pending pages (none: the gate stays closed).
 */
export const memberLayoutRoutes = {
  ...layoutRoutes,
  'GET /jsonapi/message/notification': [],
  'GET /api/user/consents/pending': [],
} satisfies FakeRoutes;

/** The guest home page's sections (banners, quick-link cards, mid banner, search tags), empty. */
export const guestHomeRoutes = {
  'GET /viewapi/banner-list': [],
  'GET /jsonapi/resource/cards': [],
  'GET /uiapi/mid-banner': [],
  'GET /uiapi/tags': [],
} satisfies FakeRoutes;

/** `memberSession`'s home page (member banners, resources, My Resources), empty. */
export const memberHomeRoutes = {
  'GET /viewapi/protected/banner-list': [],
  'GET /jsonapi/protected/resource': [],
  'GET /uiapi/myresource/7': [],
} satisfies FakeRoutes;

/** /aboutus, a neutral page for layout tests: the layout's call and its landing page (none: the static block shows). */
export const aboutPageRoutes = { ...layoutRoutes, 'GET /jsonapi/basiclandingpages/detail': [] } satisfies FakeRoutes;

/** Settings → Security's and Privacy's lists (issue 13), empty: every test that opens /settings lists them. */
export const settingsSecurityRoutes = {
  'GET /api/user/sessions': [],
  'GET /api/user/sign-in-history': [],
  'GET /api/user/consents': [],
} satisfies FakeRoutes;
