import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { canUndo } from '../../../src/features/console-audit/can-undo';
import { signedInEditor } from '../../support/editor-session';
import { renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Schemas = components['schemas'];

const resource = (nid: string, title: string): Schemas['EditorResource'] => ({
  nid,
  title,
  slug_url: title.toLowerCase().replace(/ /g, '-'),
  summary: '',
  description: '<p>x</p>',
  icon: '/files/demo/icons/x.png',
  media: [],
  url_type: [2],
  related_tags: [],
  enable_visit: false,
  web_app_url: 'https://x.example/',
  mobile_app_url: '',
  popup_consent: '<p>Thanks.</p>',
  user_type: ['1'],
  required_approval: true,
  support_areas: [],
  published: true,
  revision: 1,
  updated_at: null,
  updated_by: null,
});
const RESOURCES = [resource('1003', 'Surgical Video Library'), resource('1007', 'Distributor Order Portal')];

const request = (nid: string, title: string, uid: string, name: string, age: number): Schemas['EditorApproval'] => ({
  nid,
  title,
  uid,
  member_name: name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  user_type: nid === '1007' ? '2' : '1',
  requested_at: 1_780_000_000 - age * 86_400,
  age_days: age,
});
const anna = request('1003', 'Surgical Video Library', '41', 'Anna Meyer', 9);
const dan = request('1007', 'Distributor Order Portal', '42', 'Dan Smith', 2);
const greta = request('1003', 'Surgical Video Library', '43', 'Greta Berg', 1);

describe('editor console: the Approvals queue', () => {
  it('lists the requests, filters them, and approves the selection with a reason, showing each result', async () => {
    const user = userEvent.setup();
    let waiting = [anna, dan, greta];
    const bodies: unknown[] = [];
    const app = renderApp({
      path: '/editor/approvals',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/resources': RESOURCES,
        'GET /api/editor/approvals': (req) => {
          const query = new URL(req.url).searchParams;
          const nid = query.get('resource');
          const older = query.get('older_than_days');
          return waiting.filter((row) => (!nid || row.nid === nid) && (!older || row.age_days > Number(older)));
        },
        'POST /api/editor/approvals/decisions': async (req) => {
          const body = (await req.json()) as Schemas['ApprovalDecisions'];
          bodies.push(body);
          const results = body.items.map(({ nid, uid }) =>
            uid === '43'
              ? { nid, uid, ok: false, message: 'This request is no longer waiting: it was decided or withdrawn meanwhile.' }
              : { nid, uid, ok: true, message: `Approved: member ${uid} (notified and emailed).` },
          );
          waiting = waiting.filter((row) => !body.items.some((item) => item.uid === row.uid));
          return results;
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Approvals' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Approvals' })).toHaveAttribute('aria-current', 'page');

    // Filters: older than 5 days leaves Anna's request only.
    await user.type(screen.getByLabelText('Older than (days)'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(app.calls.some((call) => call.path === '/api/editor/approvals' && call.search === '?older_than_days=5')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    const approve = screen.getByRole('button', { name: /^Approve/ });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Anna Meyer for Surgical Video Library' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Greta Berg for Surgical Video Library' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Welcome.');
    await user.click(screen.getByRole('button', { name: 'Approve 2 requests' }));

    expect(await screen.findByText('1 done, 1 not done.')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results of the last decision' });
    expect(results).toHaveTextContent('Done: Anna Meyer for Surgical Video Library. Approved: member 41 (notified and emailed).');
    expect(results).toHaveTextContent('Not done: Greta Berg for Surgical Video Library. This request is no longer waiting');
    expect(bodies).toEqual([
      {
        decision: 'approve',
        reason: 'Welcome.',
        items: [
          { nid: '1003', uid: '41' },
          { nid: '1003', uid: '43' },
        ],
      },
    ]);
    expect(app.calls.find((call) => call.method === 'POST')?.authorization).toBe('Bearer editor-access');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Approvals' })).getAllByRole('row')).toHaveLength(2));
  });

  it('selects all, asks before rejecting (Cancel focused), then rejects; an empty queue says so', async () => {
    const user = userEvent.setup();
    let waiting = [anna, dan];
    const decisions: Schemas['ApprovalDecisions'][] = [];
    renderApp({
      path: '/editor/approvals',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/resources': RESOURCES,
        'GET /api/editor/approvals': () => waiting,
        'POST /api/editor/approvals/decisions': async (req) => {
          const body = (await req.json()) as Schemas['ApprovalDecisions'];
          decisions.push(body);
          waiting = [];
          return body.items.map(({ nid, uid }) => ({ nid, uid, ok: true, message: 'Rejected (notified and emailed).' }));
        },
      },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Select all requests' }));
    expect(screen.getByRole('checkbox', { name: 'Select Dan Smith for Distributor Order Portal' })).toBeChecked();
    await user.type(screen.getByLabelText('Reason (optional)'), 'Please use your work address.');
    await user.click(screen.getByRole('button', { name: 'Reject 2 requests…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject 2 requests…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reject?' })).getByRole('button', { name: 'Reject 2 requests' }),
    );
    expect(await screen.findByText('All 2 done.')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        decision: 'reject',
        reason: 'Please use your work address.',
        items: [
          { nid: '1003', uid: '41' },
          { nid: '1007', uid: '42' },
        ],
      },
    ]);
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
  });

  it('offers no Put back for a decision in the audit log', () => {
    expect(canUndo({ action: 'approve', entity_type: 'subscription' })).toBe(false);
    expect(canUndo({ action: 'reject', entity_type: 'subscription' })).toBe(false);
  });
});
