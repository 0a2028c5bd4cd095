import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json } from '../../support/fake-api';
import { renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type EditorNotification = components['schemas']['EditorNotification'];

const notification = (nid: string, subject: string, extra: Partial<EditorNotification> = {}): EditorNotification => ({
  nid,
  subject,
  message: '<p>Hello</p>',
  audience: 'distributors',
  created_by: 'eva@the-source.example',
  created: 1_780_000_000,
  send_at: 1_780_000_000,
  status: 'sent',
  recipients: 3,
  queued: 0,
  sent: 2,
  failed: 0,
  ...extra,
});

describe('editor console: Notifications', () => {
  it('lists notifications with their email progress, previews the reach, then sends to distributors', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let items = [
      notification('7', 'Price list 2027', { failed: 1, sent: 1 }),
      notification('6', 'Scheduled webinar', { status: 'scheduled', queued: 2, sent: 0, audience: 'speciality:101' }),
    ];
    const app = renderApp({
      path: '/editor/notifications',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/notifications': () => ({ items, total: items.length, page: 1, limit: 25 }),
        'POST /api/editor/notifications/audience': async (request) => {
          const body = (await request.json()) as { kind: string };
          return body.kind === 'distributors'
            ? { recipients: 4, emailed: 3, unknown: [] }
            : { recipients: 0, emailed: 0, unknown: [] };
        },
        'POST /api/editor/notifications': async (request) => {
          const body = (await request.json()) as { subject: string };
          sent.push(body);
          const created = notification('8', body.subject, { status: 'sending', queued: 3, sent: 0, recipients: 4 });
          items = [created, ...items];
          return json(created, 201);
        },
        'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }),
      },
    });

    const table = await screen.findByRole('table', { name: 'Sent and scheduled' });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('1 sent · 1 failed · 0 queued')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Distributors')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Speciality: #101')).toBeInTheDocument();

    // The rules are checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please enter subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter message')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Subject/), 'Catalogue 2027');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.keyboard('The new catalogue is out.');
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Distributors' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Catalogue 2027' })).toBeInTheDocument();
    expect(within(dialog).getByText('The new catalogue is out.')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Reaches 4 members; 3 are emailed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to editing' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sent "Catalogue 2027" to 4 members; 3 emails queued.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        subject: 'Catalogue 2027',
        message: expect.stringContaining('<p>The new catalogue is out.</p>'),
        audience: { kind: 'distributors' },
        send_at: null,
      },
    ]);
    expect(await screen.findByText('0 sent · 0 failed · 3 queued')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(app.calls.find((call) => call.method === 'POST')?.authorization).toBe('Bearer editor-access');
  });

  it('checks a listed audience and a schedule before previewing', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor/notifications',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/notifications': () => ({ items: [], total: 0, page: 1, limit: 25 }),
        'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }),
      },
    });
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Members listed by email' }));
    await user.type(screen.getByLabelText(/^Member emails/), 'anna@example.com, not-an-email');
    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please enter valid email: not-an-email')).toBeInTheDocument();
    expect(screen.getByText('Please choose a date and time')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
