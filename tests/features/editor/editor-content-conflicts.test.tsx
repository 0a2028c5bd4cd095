import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';
import { contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const TAG: Schemas['EditorTag'] = {
  tid: '201',
  name: 'Cataract surgery',
  published: true,
  revision: 4,
  updated_at: null,
  updated_by: null,
};
/** What another editor saved meanwhile. */
const THEIRS: Schemas['EditorTag'] = {
  ...TAG,
  name: 'Cataract & lens surgery',
  revision: 5,
  updated_at: Date.UTC(2025, 5, 2, 9, 30) / 1000,
  updated_by: 'ana@lumira.example',
};

/** A console over one tag whose saves answer 409 while they carry another revision than 5. */
function openTags() {
  const sent: unknown[] = [];
  renderApp({
    path: '/editor/tags',
    stored: signedInEditor,
    routes: {
      ...ACTIVITY_PING_ROUTE,
      'GET /api/editor/tags': [TAG],
      ...contentListRoute('tags', () => [TAG]),
      'PUT /api/editor/tags/201': async (request: Request) => {
        const body = (await request.json()) as Schemas['TagInput'];
        sent.push(body);
        if (body.revision !== THEIRS.revision)
          return json(
            {
              message: 'Someone else changed “Cataract surgery” (ana@lumira.example, 2 June 2025 09:30 UTC) after you opened it.',
              conflict: {
                revision: THEIRS.revision,
                updated_by: THEIRS.updated_by,
                updated_at: THEIRS.updated_at,
                current: THEIRS,
              },
            },
            409,
          );
        return { ...THEIRS, ...body, revision: 6 };
      },
      'GET /api/editor/audit-log': { items: [], total: 0, page: 1, limit: 25 },
    } as never,
  });
  return { sent };
}

const editTag = async (user: ReturnType<typeof userEvent.setup>, typed: string) => {
  await user.click(await screen.findByRole('button', { name: 'Edit “Cataract surgery”' }));
  const dialog = await screen.findByRole('dialog', { name: /Cataract surgery/ });
  const name = within(dialog).getByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, typed);
  await user.click(within(dialog).getByRole('button', { name: /^Save/ }));
  return dialog;
};

describe('editor console: a save against a newer revision', () => {
  it('sends the revision it started from, keeps the typed values on a 409 and says who changed it', async () => {
    const user = userEvent.setup();
    const { sent } = openTags();
    const dialog = await editTag(user, 'Cataract procedures');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed “Cataract surgery” (ana@lumira.example, 2 June 2025 09:30 UTC)');
    expect(alert).toHaveTextContent('Changed by ana@lumira.example, 2 June 2025 at 09:30 UTC.');
    expect(sent[0]).toMatchObject({ name: 'Cataract procedures', revision: 4 });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Cataract procedures');

    await user.click(within(alert).getByRole('button', { name: 'See their change' }));
    expect(within(alert).getByRole('list', { name: 'Their change' })).toHaveTextContent('name: Cataract & lens surgery');
  });

  it('overwrites knowingly: saves the typed values again with the current revision', async () => {
    const user = userEvent.setup();
    const { sent } = openTags();
    const dialog = await editTag(user, 'Cataract procedures');
    await user.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ name: 'Cataract procedures', revision: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Cataract surgery/ })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('console-status')).toHaveTextContent('Saved “Cataract procedures”.'));
  });

  it('reloads their version into the form, and the next save starts from it', async () => {
    const user = userEvent.setup();
    const { sent } = openTags();
    const dialog = await editTag(user, 'Cataract procedures');
    await user.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Reload their version' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Cataract & lens surgery');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Their version is what the form now starts from: its save carries their revision.
    await user.click(within(dialog).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ name: 'Cataract & lens surgery', revision: 5 });
  });
});
