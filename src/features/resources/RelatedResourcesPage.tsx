import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { useSessionView } from '../../app/session/session-context';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { NotFoundView } from '../../components/NotFoundView';
import { useRelatedResources } from './api/listRelatedResources';
import { BackButton } from './components/BackButton';
import { ResourceGrid } from './components/ResourceGrid';
import { visibleTo } from './resource-rules';

export const NO_RESULTS = 'No Results Found...!';

/** /resourcedetail/{id}: the resources tagged with term `id`; members see only those open to their type. */
export function RelatedResourcesPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { isRestoring, isSignedIn, user } = useSessionView();
  const { data, isPending } = useRelatedResources(id);
  if (isRestoring || isPending) return <LoadingOverlayScreen />;
  // A failed fetch is only logged (spec §8) and reads as an empty list.
  const resources = visibleTo(data ?? [], isSignedIn ? user?.user_type : null);
  if (resources.length === 0) return <NotFoundView message={NO_RESULTS} />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg" component="section" aria-labelledby="related-resources-title">
        <BackButton />
        <Title order={1} id="related-resources-title" fz={{ base: 26, sm: 36 }} c="lumira.9">
          Related Resources
        </Title>
        <ResourceGrid resources={resources} />
      </Stack>
    </Container>
  );
}
