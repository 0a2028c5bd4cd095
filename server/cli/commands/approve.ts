import { decideSubscriptionCommand } from '../decide-subscription-command';

/** `approve --nid N --email E`: approve a pending subscription; the member is notified. */
export default decideSubscriptionCommand('approve');
