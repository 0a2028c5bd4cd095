import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';
import { contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const TERMS: Schemas['EditorPage'] = {
  id: '1',
  title: 'Terms of Service',
  slug_url: 'terms-service',
  location: 'Footer',
  body: '<p>These terms govern your use.</p>',
  published: true,
  revision: 1,
  updated_at: null,
  updated_by: null,
  legal: true,
  version: 2,
};
const ABOUT: Schemas['EditorPage'] = {
  id: '5',
  title: 'About Lumira',
  slug_url: 'about-lumira',
  location: '',
  body: '<h2>Who we are</h2><p>Lenses.</p>',
  published: false,
  revision: 1,
  updated_at: null,
  updated_by: null,
  legal: false,
  version: 1,
};

const version = (n: number, overrides: Partial<Schemas['PageVersionSummary']> = {}): Schemas['PageVersionSummary'] => ({
  version: n,
  title: 'Terms of Service',
  slug_url: 'terms-service',
  location: 'Footer',
  saved: 1_767_225_600 + n * 3600,
  saved_by: n === 1 ? 'seed' : 'eva@example.com',
  material: false,
  summary: n === 1 ? 'The demo content.' : 'Typo fixed.',
  consent_version: null,
  current: n === 2,
  ...overrides,
});

describe('editor console: pages', () => {
  it('lists the pages with where they show; a legal page has History but no Delete or Unpublish', async () => {
    renderApp({
      path: '/editor/pages',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/pages': [TERMS, ABOUT],
        ...contentListRoute('pages', () => [TERMS, ABOUT]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Pages' });
    const [terms, about] = within(list).getAllByTestId('content-row');
    expect(terms).toHaveTextContent(
      '/linkdetail/terms-service · in the footer · version 2 · Legal page: fixed address, always published, cannot be deleted',
    );
    expect(about).toHaveTextContent('/linkdetail/about-lumira · by its link only · version 1');
    expect(within(terms!).queryByRole('button', { name: 'Delete “Terms of Service”' })).toBeNull();
    expect(within(terms!).queryByRole('button', { name: 'Unpublish “Terms of Service”' })).toBeNull();
    expect(within(about!).getByRole('button', { name: 'Delete “About Lumira”' })).toBeInTheDocument();
    expect(within(about!).getByRole('button', { name: 'Publish “About Lumira”' })).toBeInTheDocument();
    expect(within(terms!).getByRole('link', { name: 'History of “Terms of Service”' })).toHaveAttribute(
      'href',
      '/editor/pages/1/history',
    );
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Pages · Editor console · the Source');
  });

  it('checks a new page’s fields before sending anything', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor/pages',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/pages': [TERMS, ABOUT],
        ...contentListRoute('pages', () => [TERMS, ABOUT]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a page' });
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAccessibleDescription('Please enter a title');
    expect(within(dialog).getByText('Please enter the page’s address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the body')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Body/ })).toHaveAttribute('aria-multiline', 'true');
    await user.type(within(dialog).getByLabelText(/^Address/), 'About Us');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(
      within(dialog).getByText(
        'The address may contain only lower-case letters (a-z), digits and single hyphens between them, e.g. about-us.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a page and shows the server’s refusal under the field it is about', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp({
      path: '/editor/pages',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/pages': [TERMS, ABOUT],
        ...contentListRoute('pages', () => [TERMS, ABOUT]),
        'PUT /api/editor/pages/5': async (request: Request) => {
          const body = (await request.json()) as Schemas['PageInput'];
          sent.push(body);
          return body.slug_url === 'accessibility'
            ? json({ message: 'A page with the address /linkdetail/accessibility already exists.', field: 'slug_url' }, 400)
            : { ...ABOUT, ...body, version: 2 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit “About Lumira”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the page “About Lumira”' });
    const address = within(dialog).getByLabelText(/^Address/);
    expect(address).toHaveValue('about-lumira');
    expect(within(dialog).getByRole('switch', { name: /^Show in the footer/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /^Material change/ })).toBeNull();
    await user.clear(address);
    await user.type(address, 'accessibility');
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining('A page with the address /linkdetail/accessibility already exists.'),
      ),
    );
    await user.clear(address);
    await user.type(address, 'about-us');
    await user.click(within(dialog).getByRole('switch', { name: /^Show in the footer/ }));
    await user.type(within(dialog).getByLabelText(/^What changed/), 'New address');
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the page “About Lumira”' })).toBeNull());
    expect(sent[1]).toEqual({
      title: 'About Lumira',
      slug_url: 'about-us',
      location: 'Footer',
      body: '<h2>Who we are</h2><p>Lenses.</p>',
      published: false,
      summary: 'New address',
      revision: 1,
    });
  });

  it('a legal page keeps its address and stays published; a material save needs a summary', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp({
      path: '/editor/pages',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/pages': [TERMS, ABOUT],
        ...contentListRoute('pages', () => [TERMS, ABOUT]),
        'PUT /api/editor/pages/1': async (request: Request) => {
          sent.push(await request.json());
          return { ...TERMS, version: 3 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit “Terms of Service”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the page “Terms of Service”' });
    expect(within(dialog).getByLabelText(/^Address/)).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('switch', { name: /^Published/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Material change/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    expect(within(dialog).getByLabelText(/^What changed \(shown to members\)/)).toHaveAccessibleDescription(
      'Please enter a summary of what changed',
    );
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^What changed/), 'A new liability section.');
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      title: 'Terms of Service',
      slug_url: 'terms-service',
      location: 'Footer',
      body: '<p>These terms govern your use.</p>',
      published: true,
      material: true,
      summary: 'A new liability section.',
      revision: 1,
    });
  });
});

describe('editor console: a page’s history', () => {
  it('lists the versions, restores one after a confirmation and marks one material with a summary', async () => {
    const user = userEvent.setup();
    const sent: { path: string; body: unknown }[] = [];
    let versions = [version(2), version(1)];
    renderApp({
      path: '/editor/pages/1/history',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/pages': [TERMS, ABOUT],
        ...contentListRoute('pages', () => [TERMS, ABOUT]),
        'GET /api/editor/pages/1/versions': () => versions,
        'GET /api/editor/pages/1/versions/1': { ...version(1), body: '<p>The first terms.</p>' },
        'POST /api/editor/pages/1/versions/1/restore': (request: Request) => {
          sent.push({ path: new URL(request.url).pathname, body: null });
          versions = [version(3, { current: true, summary: 'Restored version 1.' }), version(2, { current: false }), version(1)];
          return { ...TERMS, version: 3 };
        },
        'POST /api/editor/pages/1/versions/2/material': async (request: Request) => {
          const body = (await request.json()) as { summary: string };
          sent.push({ path: new URL(request.url).pathname, body });
          return version(2, { material: true, summary: body.summary, consent_version: 2 });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'History of “Terms of Service”' });
    await waitFor(() => expect(within(table).getAllByTestId('version-row')).toHaveLength(2));
    const [newest, first] = within(table).getAllByTestId('version-row');
    expect(newest).toHaveTextContent('Current');
    expect(newest).toHaveTextContent('eva@example.com');
    expect(within(newest!).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    expect(first).toHaveTextContent('seed');
    expect(document.title).toBe('History of Terms of Service · Editor console · the Source');

    await user.click(within(first!).getByRole('button', { name: 'View version 1' }));
    const view = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(await within(view).findByText('The first terms.')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close' }));

    await user.click(within(first!).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('saved again as the newest version (version 3)');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(within(first!).getByRole('button', { name: 'Restore version 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/editor/pages/1/versions/1/restore', body: null }]);
    await waitFor(() => expect(within(table).getAllByTestId('version-row')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Mark as material: version 2' }));
    const mark = await screen.findByRole('dialog', { name: 'Mark version 2 as material?' });
    await user.click(within(mark).getByRole('button', { name: 'Mark as material' }));
    expect(within(mark).getByLabelText(/^What changed/)).toHaveAccessibleDescription('Please enter a summary of what changed');
    await user.type(within(mark).getByLabelText(/^What changed/), 'Section 3 now says who may register.');
    await user.click(within(mark).getByRole('button', { name: 'Mark as material' }));
    expect(
      await screen.findByText('Version 2 is material: members will be asked to accept “Terms of Service” again.'),
    ).toBeInTheDocument();
    expect(sent[1]).toEqual({
      path: '/api/editor/pages/1/versions/2/material',
      body: { summary: 'Section 3 now says who may register.' },
    });
  });

  it('offers no “Mark as material” for a page that is not legal', async () => {
    renderApp({
      path: '/editor/pages/5/history',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/pages': [TERMS, ABOUT],
        ...contentListRoute('pages', () => [TERMS, ABOUT]),
        'GET /api/editor/pages/5/versions': [version(1, { title: 'About Lumira', current: true })],
      },
    });
    const table = await screen.findByRole('table', { name: 'History of “About Lumira”' });
    await waitFor(() => expect(within(table).getAllByTestId('version-row')).toHaveLength(1));
    expect(within(table).queryByRole('button', { name: /as material/ })).toBeNull();
  });
});
