import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';
import { contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const planner: Schemas['EditorResource'] = {
  nid: '1001',
  title: 'Lumira Lens Planner',
  slug_url: 'lens-planner',
  summary: 'IOL power and toric planning.',
  description: '<p>Plan every lens.</p>',
  icon: '/files/demo/icons/lens-planner.png',
  media: ['/files/demo/gallery/a.png', '/files/demo/gallery/b.jpg', '/files/demo/gallery/c.mp4'],
  url_type: [1, 2],
  related_tags: ['201'],
  enable_visit: true,
  web_app_url: 'https://planner.example/',
  mobile_app_url: 'https://apps.example/planner',
  popup_consent: '<p>Thank you.</p>',
  user_type: ['1', '2'],
  required_approval: false,
  support_areas: ['Login issue', 'Other'],
  published: true,
  revision: 1,
  updated_at: null,
  updated_by: null,
};
const orders: Schemas['EditorResource'] = {
  ...planner,
  nid: '1007',
  title: 'Order Portal',
  slug_url: 'order-portal',
  user_type: ['2'],
  required_approval: true,
  published: false,
  revision: 1,
  updated_at: null,
  updated_by: null,
};

function open(routes: Record<string, unknown>) {
  renderApp({
    path: '/editor/resources',
    stored: signedInEditor,
    routes: {
      ...ACTIVITY_PING_ROUTE,
      'GET /api/editor/resources': [planner, orders],
      ...contentListRoute('resources', () => [planner, orders]),
      'GET /api/editor/tags': [
        { tid: '201', name: 'Cataract surgery', published: true },
        { tid: '202', name: 'Toric IOL', published: true },
      ],
      ...routes,
    } as never,
  });
}

describe('editor console: resources', () => {
  it('lists every resource with its address, audience and state, under the console navigation', async () => {
    open({});
    const list = await screen.findByRole('list', { name: 'Resources' });
    expect(within(list).getByText('/appdetail/lens-planner · for everyone')).toBeInTheDocument();
    expect(within(list).getByText('/appdetail/order-portal · for distributors · needs approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Resources · Editor console · the Source');
  });

  it('edits every field of a resource: the gallery reordered with buttons, the lists sent as lists', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    open({
      'PUT /api/editor/resources/1001': async (request: Request) => {
        sent.push(await request.json());
        return planner;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit “Lumira Lens Planner”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit resource “Lumira Lens Planner”' });
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('lens-planner');
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveAttribute('aria-multiline', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Distributors' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Web app' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Move gallery item 1 (a.png) down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove gallery item 3 (c.mp4)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Healthcare professionals' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Adding it needs an editor’s approval' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save resource' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { nid: _nid, ...unchanged } = planner;
    expect(sent[0]).toEqual({
      ...unchanged,
      media: ['/files/demo/gallery/b.jpg', '/files/demo/gallery/a.png'],
      user_type: ['2'],
      required_approval: true,
    });
  });

  it('checks a new resource before sending it, and shows the server’s refusal next to its field', async () => {
    const user = userEvent.setup();
    open({
      'PUT /api/editor/resources/1007': () =>
        json(
          {
            message: 'The address /appdetail/lens-planner is already used by “Lumira Lens Planner”. Please choose another.',
            field: 'slug_url',
          },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a resource' });
    await user.click(within(dialog).getByRole('button', { name: 'Add resource' }));
    for (const message of [
      'Please enter a title',
      'Please enter the address',
      'Please enter the description',
      'Please upload an icon (PNG or JPG)',
      'Please enter the thank-you text shown after adding the resource',
      'Please choose who can add the resource (healthcare professionals, distributors or both)',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Address/), 'Price Lists');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Web app' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add resource' }));
    expect(
      within(dialog).getByText(
        'The address may use lower-case letters, digits and single hyphens (lens-planner), at most 80 characters',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter the web app’s address (https://…), or untick the web app type.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit “Order Portal”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit resource “Order Portal”' });
    const address = within(edit).getByLabelText(/^Address/);
    await user.clear(address);
    await user.type(address, 'lens-planner');
    await user.click(within(edit).getByRole('button', { name: 'Save resource' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining('The address /appdetail/lens-planner is already used by “Lumira Lens Planner”.'),
      ),
    );
  });
});
