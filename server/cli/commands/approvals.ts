import type { Schemas } from '../../api/types';
import { listPendingApprovals } from '../../services/list-pending-approvals';
import type { CliCommand } from '../command';

/** `approvals`: list subscriptions waiting for an editor's decision, oldest first. */
const approvals: CliCommand = {
  summary: 'List resource subscriptions waiting for approval',
  usage: 'npm run portal -- approvals',
  options: {},
  async run({ out, admin }) {
    const { result } = await admin<Schemas['PendingSubscription'][]>({
      method: 'GET',
      path: '/admin/api/approvals',
      local: (deps) => listPendingApprovals(deps),
    });
    if (result.length === 0) {
      out('No subscriptions are waiting for approval.');
      return;
    }
    out(`${result.length} pending:`);
    for (const item of result) {
      const since = new Date(item.created * 1000).toISOString().slice(0, 16).replace('T', ' ');
      out(
        `  --nid ${item.nid} --email ${item.email}   ${item.title} — ${item.first_name} ${item.last_name} (since ${since} UTC)`,
      );
    }
    out('Decide with: npm run portal -- approve|reject --nid <nid> --email <email>');
  },
};

export default approvals;
