import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Schemas = components['schemas'];

const UUID = '3f6d2a10-8c4e-4b7a-9d21-5e0c7a1b2c01';

const entry = (id: number, overrides: Partial<Schemas['AuditEntry']> = {}): Schemas['AuditEntry'] => ({
  id: String(id),
  created: 1_780_000_000 + id,
  actor: { uid: '7', label: 'eva@example.com' },
  action: 'update',
  entity_type: 'banner',
  entity_id: UUID,
  title: 'Winter courses',
  before: { title: 'Autumn courses' },
  after: { title: 'Winter courses' },
  ...overrides,
});

const log = (items: Schemas['AuditEntry'][]): Schemas['AuditPage'] => ({ items, total: items.length, page: 1, limit: 25 });

describe('editor console: putting back a change from the audit log', () => {
  it('offers Put back on content changes only, asks first, sends the undo and shows what was put back', async () => {
    const user = userEvent.setup();
    let undone = false;
    const app = renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': () =>
          log([
            ...(undone ? [entry(4, { before: { title: 'Winter courses' }, after: { title: 'Autumn courses' } })] : []),
            entry(3),
            entry(2, { entity_type: 'page', entity_id: '5' }),
            entry(1, { action: 'set_password', entity_type: 'editor', entity_id: '7' }),
          ]),
        'POST /api/editor/audit-log/3/undo': () => {
          undone = true;
          return { message: 'Put back the banner “Autumn courses” as it was before this change.' };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const buttons = within(table).getAllByRole('button', { name: /^Put back/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Put back: Changed Banner “Winter courses”');

    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Put back?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.calls.some((call) => call.path.endsWith('/undo'))).toBe(false);

    await user.click(within(table).getByRole('button', { name: /^Put back/ }));
    const again = await screen.findByRole('dialog', { name: 'Put back?' });
    expect(again).toHaveTextContent('Changed Banner “Winter courses”');
    await user.click(within(again).getByRole('button', { name: 'Put back' }));
    expect(await screen.findByText('Put back the banner “Autumn courses” as it was before this change.')).toHaveAttribute(
      'role',
      'status',
    );
    const call = app.calls.find((candidate) => candidate.path === '/api/editor/audit-log/3/undo');
    expect(call?.authorization).toBe('Bearer editor-access');
    // The log is loaded again and shows the undo as a new change.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('button', { name: /^Put back/ })).toHaveLength(
        2,
      ),
    );
  });

  it("shows the server's refusal in an alert", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/audit-log': log([
          entry(9, { action: 'create', entity_type: 'tag', entity_id: '201', title: null, before: null }),
        ]),
        'POST /api/editor/audit-log/9/undo': () =>
          json(
            { message: 'The tag Retina is used by Lens Planner. Unpublish it instead, or remove it from those resources first.' },
            400,
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Put back: Created Search tag 201' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Put back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tag Retina is used by Lens Planner. Unpublish it instead, or remove it from those resources first.',
    );
  });
});
