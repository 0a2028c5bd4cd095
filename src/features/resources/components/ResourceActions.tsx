import { Badge, Button, Group } from '@mantine/core';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { ExternalIcon } from '../../../components/icons';
import type { Resource } from '../../../api/operations/listProtectedResources';
import type { SubscribedResource } from '../../../api/operations/listSubscribedResources';
import { canVisit, isPendingApproval, PENDING_APPROVAL } from '../resource-rules';

export interface ResourceActionsProps {
  resource: Resource;
  /** Guests get 'Register to join the Source' instead of Add/Remove. */
  isSignedIn: boolean;
  /** The member's subscription to this resource, or null/undefined when none (or not loaded). */
  subscription: SubscribedResource | null | undefined;
  /** The subscribed list is still loading: Add/Remove wait for it. */
  isSubscriptionLoading?: boolean;
  /** An add or remove of this resource is in flight. */
  isBusy: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** Attached to whichever of Add or Remove is shown (focus returns there after the thank-you). */
  subscriptionButtonRef?: Ref<HTMLButtonElement>;
}

/** Spec §2 detail actions: Visit (when allowed), Add or Remove for members, Register for guests. */
export function ResourceActions({
  resource,
  isSignedIn,
  subscription,
  isSubscriptionLoading = false,
  isBusy,
  onAdd,
  onRemove,
  subscriptionButtonRef,
}: ResourceActionsProps) {
  return (
    <Group gap="sm">
      {canVisit(resource) && (
        <Button
          component="a"
          href={resource.web_app_url}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<ExternalIcon width={16} height={16} />}
        >
          Visit
        </Button>
      )}
      {!isSignedIn && (
        <Button component={Link} href="/register" variant="outline">
          Register to join the Source
        </Button>
      )}
      {isSignedIn && !isSubscriptionLoading && !subscription && (
        <Button ref={subscriptionButtonRef} variant="outline" onClick={onAdd} loading={isBusy}>
          Add
        </Button>
      )}
      {isSignedIn && subscription && (
        <Button ref={subscriptionButtonRef} variant="outline" color="red" onClick={onRemove} loading={isBusy}>
          Remove
        </Button>
      )}
      {subscription && isPendingApproval(subscription) && (
        <Badge variant="light" color="yellow" size="lg">
          {PENDING_APPROVAL}
        </Badge>
      )}
    </Group>
  );
}
