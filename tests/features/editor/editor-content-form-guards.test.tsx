import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';
import { contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const BANNER: Schemas['EditorBanner'] = {
  uuid: '3f6d2a10-8c4e-4b7a-9d21-5e0c7a1b2c01',
  audience: 'guest',
  title: 'Banner 1',
  description: 'About 1',
  banner_asset: '/files/demo/banners/b1.jpg',
  banner_srcset: null,
  redirect_links: '/register@Join',
  published: true,
  revision: 3,
  updated_at: null,
  updated_by: null,
};

/** A console over one banner; `upload` answers the media upload (a promise to hold it). */
function openBanner(answers: { upload?: () => Promise<Response>; update?: (body: unknown) => Response | unknown } = {}) {
  const sent: unknown[] = [];
  let banner = BANNER;
  const app = renderApp({
    path: '/editor/banners',
    stored: signedInEditor,
    routes: {
      ...ACTIVITY_PING_ROUTE,
      'GET /api/editor/banners': () => [banner],
      ...contentListRoute('banners', () => [banner]),
      [`PUT /api/editor/banners/${BANNER.uuid}`]: async (request: Request) => {
        const body = (await request.json()) as Schemas['BannerInput'];
        sent.push(body);
        const answer = answers.update?.(body);
        if (answer instanceof Response) return answer;
        banner = { ...banner, ...body, revision: banner.revision + 1 };
        return banner;
      },
      'POST /api/editor/media': () =>
        answers.upload?.() ?? json({ path: `/files/media/${'a'.repeat(32)}.png`, kind: 'picture', srcset: null }, 201),
      'GET /api/editor/audit-log': { items: [], total: 0, page: 1, limit: 25 },
      'GET /api/editor/tags': [],
      ...contentListRoute('tags', () => []),
    } as never,
  });
  return { sent, app };
}

// The app's own history.back() calls (a confirmed Back), told from the browser's (the test's).
let appWentBack = 0;
beforeEach(() => {
  appWentBack = 0;
  // A guard entry of an earlier test must not look armed.
  window.history.replaceState(null, '', window.location.href);
  const back = window.history.back.bind(window.history);
  vi.spyOn(window.history, 'back').mockImplementation(() => {
    appWentBack += 1;
    back();
  });
});
afterEach(() => vi.restoreAllMocks());

/** The browser's Back button: pops the form's guard entry (the page itself stays). */
function pressBack() {
  expect((window.history.state as { contentFormGuard?: boolean } | null)?.contentFormGuard).toBe(true);
  window.history.back();
  appWentBack -= 1;
}

const editDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Edit “Banner 1”' }));
  return screen.findByRole('dialog', { name: 'Edit banner “Banner 1”' });
};

describe('editor console: a content form with changes', () => {
  it('closes at once without changes, and asks before Escape, × or Cancel throw changes away', async () => {
    const user = userEvent.setup();
    openBanner();
    await editDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();

    const dialog = await editDialog(user);
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Winter courses');

    await user.keyboard('{Escape}');
    let prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    // Escape on the prompt keeps editing: the form and what was typed stay.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Winter courses');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Winter courses');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeNull());
  });

  it('asks the browser before leaving the page while a form has changes, and not after', async () => {
    const user = userEvent.setup();
    openBanner();
    const dialog = await editDialog(user);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Title/), ' and more');
    expect(leave()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeNull());
    expect(leave()).toBe(false);
  });

  it('shows “Uploading…” on a disabled Save while a picture uploads, then saves the uploaded picture', async () => {
    const user = userEvent.setup();
    let finishUpload: () => void = () => undefined;
    const { sent } = openBanner({
      upload: () =>
        new Promise<Response>((resolve) => {
          finishUpload = () => resolve(json({ path: `/files/media/${'b'.repeat(32)}.png`, kind: 'picture', srcset: null }, 201));
        }),
    });
    const dialog = await editDialog(user);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Picture or video: choose a file'), file);
    const save = await within(dialog).findByRole('button', { name: 'Uploading…' });
    expect(save).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save banner' })).toBeNull();
    finishUpload();
    await user.click(await within(dialog).findByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ banner_asset: `/files/media/${'b'.repeat(32)}.png` });
  });

  it('says “Saved “Title”.” in a status region after a save', async () => {
    const user = userEvent.setup();
    openBanner();
    const dialog = await editDialog(user);
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Winter courses');
    await user.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeNull());
    const status = screen.getByTestId('console-status');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveTextContent('Saved “Winter courses”.'));
  });

  it('gives the focus to Keep editing, and back to the field Escape was pressed in', async () => {
    const user = userEvent.setup();
    openBanner();
    const dialog = await editDialog(user);
    const title = within(dialog).getByLabelText(/^Title/);
    await user.type(title, ' and more');
    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    // Enter on the focused Keep editing keeps editing.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('Banner 1 and more');
  });

  it('asks before browser Back throws changes away: Keep editing stays with the values, Discard goes back', async () => {
    const user = userEvent.setup();
    const { app } = openBanner();
    const dialog = await editDialog(user);
    const title = within(dialog).getByLabelText(/^Title/);
    await user.type(title, ' half typed');
    pressBack();
    let prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeInTheDocument();
    expect(title).toHaveValue('Banner 1 half typed');
    expect(app.location()).toBe('/editor/banners');
    expect(appWentBack).toBe(0);

    // Asked again at the next Back (the guard is armed again); Discard goes back for real.
    pressBack();
    prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeNull());
    expect(appWentBack).toBe(1);
  });

  it('asks before a console navigation throws changes away, and lets it go on after Discard', async () => {
    const user = userEvent.setup();
    const { app } = openBanner();
    const dialog = await editDialog(user);
    const title = within(dialog).getByLabelText(/^Title/);
    await user.type(title, ' half typed');
    const tags = () =>
      within(screen.getByRole('navigation', { name: 'Console', hidden: true })).getByRole('link', {
        name: 'Search tags',
        hidden: true,
      });
    await user.click(tags());
    let prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(app.location()).toBe('/editor/banners');
    expect(title).toHaveValue('Banner 1 half typed');

    await user.click(tags());
    prompt = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(app.location()).toBe('/editor/tags'));
    expect(screen.queryByRole('dialog', { name: 'Edit banner “Banner 1”' })).toBeNull();
  });

  it('lets console navigations and Back go without asking once nothing is changed', async () => {
    const user = userEvent.setup();
    const { app } = openBanner();
    await editDialog(user);
    expect((window.history.state as { contentFormGuard?: boolean } | null)?.contentFormGuard).toBeUndefined();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Console', hidden: true })).getByRole('link', {
        name: 'Search tags',
        hidden: true,
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/editor/tags'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
