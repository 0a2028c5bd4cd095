import { Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateResource } from '../../api/operations/createResource';
import {
  listEditorResourcesKey,
  listEditorResourcesQueryOptions,
  type EditorResource,
} from '../../api/operations/listEditorResources';
import { listEditorTagsQueryOptions } from '../../api/operations/listEditorTags';
import { useReorderResources } from '../../api/operations/reorderResources';
import { useUpdateResource } from '../../api/operations/updateResource';
import { useUploadEditorMedia } from '../../api/operations/uploadEditorMedia';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { ResourceForm } from './ResourceForm';

const AUDIENCES: Record<string, string> = { '1': 'healthcare professionals', '2': 'distributors' };

/** Who may add the resource, as the list says it. */
const audienceOf = (resource: EditorResource) =>
  resource.user_type.length === 2 ? 'everyone' : resource.user_type.map((type) => AUDIENCES[type]).join(', ');

/** /editor/resources: every resource in the order members' lists show them. */
export function ResourcesPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorResourcesQueryOptions(api));
  const tags = useQuery(listEditorTagsQueryOptions(api));
  const create = useCreateResource();
  const reorder = useReorderResources();
  const update = useUpdateResource();
  const uploadMedia = useUploadEditorMedia();
  const [editing, setEditing] = useState<EditorResource | 'new' | null>(null);

  return (
    <>
      <ContentSection
        title="Resources"
        order={1}
        intro="The company’s applications, in the order every resource list shows them. A new resource starts as a draft: publish it when it is ready."
        addLabel="Add a resource"
        onAdd={() => setEditing('new')}
        error={error?.message}
      >
        <ContentBrowser
          kind="resources"
          label="Resources"
          noun="resource"
          items={data}
          itemsKey={listEditorResourcesKey}
          idOf={(resource) => resource.nid}
          preview={(resource) => <MediaThumb path={resource.icon} />}
          details={(resource) => (
            <Text size="xs" c="dimmed" truncate="end">
              /appdetail/{resource.slug_url} · for {audienceOf(resource)}
              {resource.required_approval ? ' · needs approval' : ''}
            </Text>
          )}
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
        />
      </ContentSection>
      {editing && (
        <ResourceForm
          resource={editing === 'new' ? null : editing}
          tags={tags.data ?? []}
          upload={async (dataUrl) => (await uploadMedia.mutateAsync(dataUrl)).path}
          save={(input) =>
            editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ nid: editing.nid, body: input })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
