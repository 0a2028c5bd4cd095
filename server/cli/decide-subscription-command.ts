import type { Schemas } from '../api/types';
import { contractMessage } from '../api/contract-schema';
import { decidePendingSubscription } from '../services/decide-subscription';
import { type CliCommand, UsageError, requireString } from './command';

/** `approve` and `reject` differ only in their decision. */
export function decideSubscriptionCommand(decision: Schemas['SubscriptionDecision']['decision']): CliCommand {
  return {
    summary: decision === 'approve' ? 'Approve a pending subscription (notifies the member)' : 'Reject a pending subscription',
    usage: `npm run portal -- ${decision} --nid <resource nid> --email <member email>`,
    options: { nid: { type: 'string' }, email: { type: 'string' } },
    async run({ values, out, admin }) {
      const body: Schemas['SubscriptionDecision'] = {
        nid: requireString(values, 'nid'),
        email: requireString(values, 'email'),
        decision,
      };
      const message = contractMessage('SubscriptionDecision', body);
      if (message) throw new UsageError(message);
      const { result } = await admin<Schemas['SubscriptionDecisionResult']>({
        method: 'POST',
        path: '/admin/api/approvals',
        body,
        local: (deps) => decidePendingSubscription(deps, body),
      });
      out(result.message);
    },
  };
}
