import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Schemas = components['schemas'];

const message = (id: number, overrides: Partial<Schemas['InboxMessage']> = {}): Schemas['InboxMessage'] => ({
  id: String(id),
  type: 'support',
  name: 'Ada Tester',
  email: 'ada@example.com',
  country: '',
  subject: `Question ${id}`,
  message: `Text of question ${id}`,
  resource: 'Lens Planner - Technical issue',
  has_attachment: false,
  attachment_type: null,
  received: 1_780_000_000 + id,
  handled_at: null,
  handled_by: null,
  ...overrides,
});

describe('editor console: the Inbox', () => {
  it('lists messages with filters and pages, downloads an attachment with the token, marks handled and replies', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    let handled = false;
    const bodies: unknown[] = [];
    const app = renderApp({
      path: '/editor/inbox',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/inbox': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
          const first = message(30, {
            has_attachment: true,
            attachment_type: 'application/pdf',
            ...(handled ? { handled_at: 1_780_000_100, handled_by: 'eva@example.com' } : {}),
          });
          return { items: page === 1 ? [first] : [message(2, { type: 'need_help_form' })], total: 26, page, limit: 25 };
        },
        'GET /api/editor/inbox/30/attachment': () =>
          new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="attachment-30.pdf"' },
          }),
        'PUT /api/editor/inbox/30/handled': async (request) => {
          bodies.push(await request.json());
          handled = true;
          return message(30, { handled_at: 1_780_000_100, handled_by: 'eva@example.com' });
        },
        'POST /api/editor/inbox/30/reply': async (request) => {
          bodies.push(await request.json());
          return { message: 'Reply sent to ada@example.com.' };
        },
        'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/editor/inbox');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Question 30')).toBeInTheDocument();

    // Filters go to the call.
    await user.type(screen.getByRole('textbox', { name: 'Resource' }), 'planner');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(app.calls.some((call) => call.search.includes('resource=planner'))).toBe(true));

    // Paging.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(list).findByText('Question 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await within(list).findByText('Question 30')).toBeInTheDocument();

    // The attachment: fetched with the editor's bearer, saved under the server's name.
    await user.click(screen.getByText('Question 30'));
    await user.click(screen.getByRole('button', { name: 'Download attachment: Question 30' }));
    await waitFor(() => expect(clicked).toEqual(['attachment-30.pdf']));
    const download = app.calls.find((call) => call.path === '/api/editor/inbox/30/attachment');
    expect(download?.authorization).toBe('Bearer editor-access');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    // Mark handled: the list is loaded again and shows who.
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked “Question 30” handled.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
    expect(screen.getByText(/Handled by eva@example.com/)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ handled: true });

    // Reply: a dialog with Cancel focused, the subject prefilled, checks before sending.
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ada Tester' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue('Re: Question 30');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please enter a message')).toBeInTheDocument();
    expect(app.calls.some((call) => call.path.endsWith('/reply'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'It works again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to ada@example.com.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[1]).toEqual({ subject: 'Re: Question 30', body: 'It works again.' });
    expect(app.calls.find((call) => call.path.endsWith('/reply'))?.authorization).toBe('Bearer editor-access');
  });

  it('keeps the dialog open with the server’s message when the mail cannot be sent', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor/inbox',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/inbox': () => ({ items: [message(5)], total: 1, page: 1, limit: 25 }),
        'POST /api/editor/inbox/5/reply': () => json({ message: 'The reply could not be sent.' }, 502),
        'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }),
      },
    });
    await user.click(await screen.findByText('Question 5'));
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ada Tester' });
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reply could not be sent.');
    expect(screen.getByRole('dialog', { name: 'Reply to Ada Tester' })).toBeInTheDocument();
  });
});
