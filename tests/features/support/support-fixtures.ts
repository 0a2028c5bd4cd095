import type { components } from '../../../src/api/schema.gen';
import { json, memberLayoutRoutes } from '../../support/render';

type Resource = components['schemas']['Resource'];

export const resource = (
  nid: string,
  title: string,
  support_areas: string,
  user_type: Resource['user_type'] = ['1', '2'],
): Resource => ({
  nid,
  title,
  summary: `About ${title}`,
  description: '<p>Description</p>',
  icon: '/files/demo/icons/icon.png',
  media_assets: '',
  url_type: [2],
  related_resource_tags: '',
  enable_visit: 'True',
  web_app_url: 'https://app.example',
  mobile_app_url: '',
  popup_consent: '',
  slug_url: `/${title.toLowerCase().replace(/\s+/g, '-')}`,
  user_type,
  required_approval: 0,
  approved: 0,
  support_areas,
});

export const supportResources = [
  resource('11', 'Lens Planner', 'Technical issue, Account access ,Other'),
  resource('12', 'Surgical Academy', 'Course content,Certificates'),
  resource('13', 'Order Portal', 'Orders', ['2']),
];

/** A fake backend for /support: the member's layout, the resource list and a recorder for the contact message. */
export function supportBackend(answer: () => Response = () => json({ id: '9', message: 'Thank you' }, 201)) {
  const sent: { body: unknown; authorization: string | null }[] = [];
  return {
    sent,
    routes: {
      ...memberLayoutRoutes,
      'GET /jsonapi/protected/resource': supportResources,
      'POST /entity/contact_message': async (request: Request) => {
        sent.push({ body: await request.clone().json(), authorization: request.headers.get('Authorization') });
        return answer();
      },
    },
  };
}
