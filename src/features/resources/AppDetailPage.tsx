import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSessionView } from '../../app/session/session-context';
import { ApiError } from '../../api/client';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { NotFoundView } from '../../components/NotFoundView';
import { useProtectedResourceDetail } from './api/getProtectedResourceDetail';
import { useResourceDetail } from './api/getResourceDetail';
import { useSubscribedResources } from './api/listSubscribedResources';
import { OtherResources } from './components/OtherResources';
import { ResourceActions } from './components/ResourceActions';
import { ResourceDetailView } from './components/ResourceDetailView';
import { SubscribeThankYouDialog } from './components/SubscribeThankYouDialog';
import { useSubscriptionActions } from './use-subscription-actions';

/**
 * /appdetail/{selectedAppUrl}: the public detail for guests, the protected one for members. An empty
 * protected answer (no such resource, or not for the member's type) sends the member home (spec §6).
 */
export function AppDetailPage() {
  const { selectedAppUrl = '' } = useParams<{ selectedAppUrl: string }>();
  const { isRestoring, isSignedIn, uid, user } = useSessionView();
  const [, navigate] = useLocation();
  const guest = useResourceDetail({ slug: selectedAppUrl, enabled: !isRestoring && !isSignedIn });
  const member = useProtectedResourceDetail({ uid, slug: selectedAppUrl, enabled: !isRestoring && isSignedIn });
  const subscribed = useSubscribedResources({ uid, enabled: isSignedIn });
  const actions = useSubscriptionActions();
  const { data: resource, isPending, error } = isSignedIn ? member : guest;
  const isEmptyForMember = isSignedIn && member.isSuccess && member.data === null;

  useEffect(() => {
    if (isEmptyForMember) navigate('/', { replace: true });
  }, [isEmptyForMember, navigate]);

  if (isRestoring || isPending || isEmptyForMember) return <LoadingOverlayScreen />;
  // Spec §8 only logs failures; an alias nobody has still deserves a way home rather than a blank page.
  if (!resource)
    return (
      <NotFoundView message={error instanceof ApiError && error.status === 404 ? 'Page not found!' : 'Something went wrong.'} />
    );

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
      />
    </Container>
  );
}
