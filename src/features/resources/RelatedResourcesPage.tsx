import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { useSessionView } from '../../session/session-context';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { NotFoundView } from '../../components/NotFoundView';
import { useRelatedResources } from '../../api/operations/listRelatedResources';
import { useTags } from '../../api/operations/listTags';
import { useDocumentTitle } from '../../lib/document-title';
import { BackButton } from './components/BackButton';
import { ResourceGrid } from './components/ResourceGrid';
import { visibleTo } from './resource-rules';

export const NO_RESULTS = 'No Results Found...!';

/**
 * /resourcedetail/{id}: the resources tagged with term `id`; members see only those open to their
 * type. The related list does not name its tag, so the name comes from the tags call (the search
 * tags the page is opened from); without it the page stays 'Related Resources'.
 */
export function RelatedResourcesPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { isRestoring, isSignedIn, user } = useSessionView();
  const { data, isPending } = useRelatedResources(id);
  const tagName = useTags().data?.find((tag) => tag.tid === id)?.name ?? null;
  useDocumentTitle(tagName ? `Related Resources: ${tagName}` : null);
  if (isRestoring || isPending) return <LoadingOverlayScreen />;
  // A failed fetch is only logged (spec §8) and reads as an empty list.
  const resources = visibleTo(data ?? [], isSignedIn ? user?.user_type : null);
  if (resources.length === 0) return <NotFoundView message={NO_RESULTS} />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg" component="section" aria-labelledby="related-resources-title">
        <BackButton />
        <div>
          <Title order={1} id="related-resources-title" fz={{ base: 26, sm: 36 }} c="lumira.9">
            Related Resources
          </Title>
          {tagName && (
            <Text size="lg" c="gray.7" mt={4}>
              Resources tagged <strong>{tagName}</strong>
            </Text>
          )}
        </div>
        <ResourceGrid resources={resources} />
      </Stack>
    </Container>
  );
}
