import { useSessionView } from '../../../app/session/session-context';
import { useProtectedResources } from '../api/listProtectedResources';
import { useSubscribedResources } from '../api/listSubscribedResources';
import { visibleTo } from '../resource-rules';
import { useSubscriptionActions } from '../use-subscription-actions';
import { AddableResources } from './AddableResources';
import { MyResources } from './MyResources';
import { SubscribeThankYouDialog } from './SubscribeThankYouDialog';

/** The member's part of Home: My Resources, then the resources they can still add (spec §2). */
export function MemberHomeResources() {
  const { uid, user } = useSessionView();
  const subscribed = useSubscribedResources({ uid });
  const all = useProtectedResources({ uid });
  const actions = useSubscriptionActions();

  const subscribedNids = new Set((subscribed.data ?? []).map((item) => item.nid));
  const addable =
    all.data && subscribed.data
      ? visibleTo(all.data, user?.user_type).filter((resource) => !subscribedNids.has(resource.nid))
      : undefined;

  return (
    <>
      <MyResources items={subscribed.data} isError={subscribed.isError} />
      <AddableResources
        resources={addable}
        isError={all.isError || subscribed.isError}
        busyNid={actions.busyNid}
        onAdd={actions.add}
      />
      <SubscribeThankYouDialog
        opened={actions.thankYou.isOpen}
        content={actions.thankYou.content}
        onClose={actions.thankYou.close}
      />
    </>
  );
}
