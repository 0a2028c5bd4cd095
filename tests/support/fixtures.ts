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
