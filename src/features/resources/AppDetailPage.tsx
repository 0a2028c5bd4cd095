import { Container } from '@mantine/core';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSessionView } from '../../session/session-context';
import { ApiError } from '../../api/client';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { NotFoundView } from '../../components/NotFoundView';
import { useProtectedResourceDetail } from '../../api/operations/getProtectedResourceDetail';
import { useResourceDetail } from '../../api/operations/getResourceDetail';
import { useSubscribedResources } from '../../api/operations/listSubscribedResources';
import { useArrivalNotices } from '../../lib/arrival-notice';
import { useDocumentTitle } from '../../lib/document-title';
import { useReleaseFirstView } from '../../lib/first-view';
import { OtherResources } from './components/OtherResources';
import { ResourceActions } from './components/ResourceActions';
import { ResourceDetailView } from './components/ResourceDetailView';
import { lazyDialog } from '../../components/lazy-dialog';
import { useSubscriptionActions } from './use-subscription-actions';

const SubscribeThankYouDialog = lazyDialog(() =>
  import('./components/SubscribeThankYouDialog').then((m) => m.SubscribeThankYouDialog),
);

/** What Home says to a member sent there from a resource link they cannot open (issue 44). */
const NOT_AVAILABLE_NOTICE = {
  title: 'Resource not available',
  message: 'This resource is not available to your account.',
};

/**
 * /appdetail/{selectedAppUrl}: the public detail for guests, the protected one for members. An empty
 * protected answer (no such resource, or not for the member's type) sends the member home (spec §6),
 * where a notice says why.
 */
export function AppDetailPage() {
  const { selectedAppUrl = '' } = useParams<{ selectedAppUrl: string }>();
  const { isRestoring, isSignedIn, uid, user } = useSessionView();
  const [, navigate] = useLocation();
  const arrivalNotices = useArrivalNotices();
  const guest = useResourceDetail({ slug: selectedAppUrl, enabled: !isRestoring && !isSignedIn });
  const member = useProtectedResourceDetail({ uid, slug: selectedAppUrl, enabled: !isRestoring && isSignedIn });
  const subscribed = useSubscribedResources({ uid, enabled: isSignedIn });
  const actions = useSubscriptionActions();
  const subscriptionButtonRef = useRef<HTMLButtonElement>(null);
  // Deferred: the detail arrives as a synchronous store update, and the whole page (gallery,
  // actions, related resources) would render and commit in one long task; as a deferred render it
  // yields to the browser every few milliseconds (docs/performance.md).
  const { data: resource, isPending, error } = useDeferredValue(isSignedIn ? member : guest);
  const isEmptyForMember = isSignedIn && member.isSuccess && member.data === null;
  const isLoading = isRestoring || isPending || isEmptyForMember;
  const isNotFound = !isLoading && !resource && error instanceof ApiError && error.status === 404;
  useDocumentTitle(resource?.title ?? (isNotFound ? 'Page not found' : null));
  useReleaseFirstView(!isLoading && !resource);

  useEffect(() => {
    if (!isEmptyForMember) return;
    arrivalNotices.show('/', NOT_AVAILABLE_NOTICE);
    navigate('/', { replace: true });
  }, [isEmptyForMember, navigate, arrivalNotices]);

  if (isLoading) return <LoadingOverlayScreen fill />;
  // Spec §8 only logs failures; an alias nobody has still deserves a way home rather than a blank page.
  if (!resource) return <NotFoundView message={isNotFound ? 'Page not found!' : 'Something went wrong.'} />;

  const subscription = subscribed.data?.find((item) => item.nid === resource.nid) ?? null;
  const isBusy = actions.busyNid === resource.nid;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <ResourceDetailView
        resource={resource}
        isBusy={isBusy}
        actions={
          <ResourceActions
            resource={resource}
            isSignedIn={isSignedIn}
            subscription={subscription}
            isSubscriptionLoading={isSignedIn && subscribed.isPending}
            isBusy={isBusy}
            onAdd={() => actions.add(resource)}
            onRemove={() => actions.remove(resource.nid)}
            subscriptionButtonRef={subscriptionButtonRef}
          />
        }
        related={
          <OtherResources
            nid={resource.nid}
            tags={resource.related_resource_tags}
            userType={isSignedIn ? (user?.user_type ?? null) : null}
          />
        }
      />
      <SubscribeThankYouDialog
        opened={actions.thankYou.isOpen}
        content={actions.thankYou.content}
        onClose={actions.thankYou.close}
        returnFocusRef={subscriptionButtonRef}
      />
    </Container>
  );
}
