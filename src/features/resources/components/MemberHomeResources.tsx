import { useRef } from 'react';
import { useSessionView } from '../../../session/session-context';
import { useProtectedResources } from '../../../api/operations/listProtectedResources';
import { useSubscribedResources } from '../../../api/operations/listSubscribedResources';
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
  // The added card leaves the grid, so focus goes to where the resource now is: My Resources.
  const myResourcesHeadingRef = useRef<HTMLHeadingElement>(null);

  const subscribedNids = new Set((subscribed.data ?? []).map((item) => item.nid));
  const addable =
    all.data && subscribed.data
      ? visibleTo(all.data, user?.user_type).filter((resource) => !subscribedNids.has(resource.nid))
      : undefined;

  return (
    <>
      <MyResources items={subscribed.data} isError={subscribed.isError} headingRef={myResourcesHeadingRef} />
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
        returnFocusRef={myResourcesHeadingRef}
      />
    </>
  );
}
