import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
export type SubscribedResource = Schemas['SubscribedResource'];

/** A resource as the API sends it; defaults: open to both types, visitable web app, no approval. */
export const resource = (nid: number, overrides: Partial<Schemas['Resource']> = {}): Schemas['Resource'] => ({
  nid: String(nid),
  title: `Resource ${nid}`,
  summary: `Summary of ${nid}`,
  description: `<p>About resource ${nid}</p>`,
  icon: `/files/demo/icons/r${nid}.png`,
  media_assets: '',
  url_type: [2],
  related_resource_tags: '201',
  enable_visit: 'True',
  web_app_url: `https://web.example/${nid}`,
  mobile_app_url: `https://mobile.example/${nid}`,
  popup_consent: `<p>Thanks for adding ${nid}</p>`,
  slug_url: `/r-${nid}`,
  user_type: ['1', '2'],
  required_approval: 0,
  approved: 0,
  support_areas: 'Other',
  ...overrides,
});

export const subscribedItem = (
  nid: number,
  overrides: Partial<Schemas['SubscribedResource']> = {},
): Schemas['SubscribedResource'] => ({
  nid: String(nid),
  slug_url: `/r-${nid}`,
  icon: `/files/demo/icons/r${nid}.png`,
  title: `Resource ${nid}`,
  required_approval: 0,
  approved: 1,
  web_app_url: `https://web.example/${nid}`,
  mobile_app_url: `https://mobile.example/${nid}`,
  ...overrides,
});
