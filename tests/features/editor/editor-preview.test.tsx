import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { offeredResources } from '../../../src/features/console-preview/offered-resources';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Schemas = components['schemas'];

const resource = (nid: string, title: string, user_type: ('1' | '2')[], published = true): Schemas['EditorResource'] => ({
  nid,
  title,
  slug_url: title.toLowerCase().replace(/\s+/g, '-'),
  summary: '',
  description: '<p>About.</p>',
  icon: '/files/demo/icons/x.png',
  media: [],
  url_type: [],
  related_tags: [],
  enable_visit: false,
  web_app_url: '',
  mobile_app_url: '',
  popup_consent: '<p>Thanks.</p>',
  user_type,
  required_approval: false,
  support_areas: [],
  published,
  revision: 1,
  updated_at: null,
  updated_by: null,
});
const RESOURCES = [resource('1001', 'Lens Planner', ['1', '2']), resource('1011', 'Price Lists', ['2'], false)];

/** The server's preview call, as the preview's own client reaches it (the global fetch). */
function previewServer() {
  const asked: { as: string; path: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.searchParams.get('path') ?? '';
    asked.push({ as: url.searchParams.get('as') ?? '', path, authorization: new Headers(init?.headers).get('Authorization') });
    if (path.startsWith('/jsonapi/basiclandingpages/detail'))
      return json([{ title: 'Terms of Service', body: '<p>Draft terms.</p>', slug_url: '/terms-service' }]);
    if (path.startsWith('/jsonapi/basiclandingpages')) return json([]);
    return json({ message: 'not in this test' }, 404);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('editor console: preview as the audience', () => {
  it('lists what each user type is offered, drafts marked, and none for a guest', () => {
    expect(offeredResources(RESOURCES, 'professional').map((r) => r.title)).toEqual(['Lens Planner']);
    expect(offeredResources(RESOURCES, 'distributor').map((r) => r.title)).toEqual(['Lens Planner', 'Price Lists']);
    expect(offeredResources(RESOURCES, 'guest')).toEqual([]);
  });

  it('renders the real page screen with the preview call’s answers, under the editor’s token, for the chosen audience', async () => {
    const user = userEvent.setup();
    const asked = previewServer();
    renderApp({
      path: '/editor/preview',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/resources': RESOURCES,
        'GET /api/editor/pages': [
          {
            id: '1',
            title: 'Terms of Service',
            slug_url: 'terms-service',
            location: 'Footer',
            body: '',
            published: true,
            legal: true,
            version: 2,
          },
        ],
      } as never,
    });
    expect(await screen.findByRole('heading', { name: 'Preview', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Resources offered' })).getByText(/must register/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Distributor' }));
    const offered = screen.getByRole('region', { name: 'Resources offered' });
    expect(within(offered).getByText('Price Lists (draft)')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Screen' }));
    await user.click(await screen.findByRole('option', { name: 'Terms of Service' }));
    const frame = screen.getByRole('region', { name: 'Preview as Distributor' });
    expect(await within(frame).findByText('Draft terms.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        asked.some((call) => decodeURIComponent(call.path) === '/jsonapi/basiclandingpages/detail?alias=/terms-service'),
      ).toBe(true),
    );
    // Every read goes through the preview call under the editor's token; the page's, as the chosen audience.
    expect(asked.every((call) => call.authorization === 'Bearer editor-access')).toBe(true);
    const pageReads = asked.filter((call) => call.path.startsWith('/jsonapi/basiclandingpages/detail'));
    expect(pageReads.length).toBeGreaterThan(0);
    expect(pageReads.every((call) => call.as === 'distributor')).toBe(true);
    expect(document.title).toBe('Preview · Editor console · the Source');
  });
});
