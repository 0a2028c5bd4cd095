import { decideSubscriptionCommand } from '../decide-subscription-command';

/** `reject --nid N --email E`: reject (remove) a pending subscription. */
export default decideSubscriptionCommand('reject');
