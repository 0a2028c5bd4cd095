import { Text } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createResource } from '../../../api/operations/createResource';
import { deleteResource } from '../../../api/operations/deleteResource';
import { listEditorResourcesQueryOptions, type EditorResource } from '../../../api/operations/listEditorResources';
import { listEditorTagsQueryOptions } from '../../../api/operations/listEditorTags';
import { reorderResources } from '../../../api/operations/reorderResources';
import { updateResource } from '../../../api/operations/updateResource';
import { uploadEditorMedia } from '../../../api/operations/uploadEditorMedia';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { ResourceForm } from './ResourceForm';
import { formValuesOf, inputOf } from './resource-form-rules';
import { useEditorAction } from './use-editor-action';

const AUDIENCES: Record<string, string> = { '1': 'healthcare professionals', '2': 'distributors' };

/** Who may add the resource, as the list says it. */
const audienceOf = (resource: EditorResource) =>
  resource.user_type.length === 2 ? 'everyone' : resource.user_type.map((type) => AUDIENCES[type]).join(', ');

/** /editor/resources: every resource in the order members' lists show them. */
export function ResourcesPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorResourcesQueryOptions(api, token));
  const tags = useEditorQuery(listEditorTagsQueryOptions(api, token));
  const act = useEditorAction('listEditorResources');
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
        {!data && !error && <LoadingOverlayScreen label="Loading the resources" />}
        {data && (
          <ContentList
            label="Resources"
            noun="resource"
            items={data}
            idOf={(resource) => resource.nid}
            titleOf={(resource) => resource.title}
            publishedOf={(resource) => resource.published}
            preview={(resource) => <MediaThumb path={resource.icon} />}
            details={(resource) => (
              <Text size="xs" c="dimmed" truncate="end">
                /appdetail/{resource.slug_url} · for {audienceOf(resource)}
                {resource.required_approval ? ' · needs approval' : ''}
              </Text>
            )}
            onReorder={(ids) => act(() => reorderResources(api, token, { ids }))}
            onSetPublished={(resource, published) =>
              act(() => updateResource(api, token, resource.nid, { ...inputOf(formValuesOf(resource)), published }))
            }
            onEdit={setEditing}
            onDelete={(resource) => act(() => deleteResource(api, token, resource.nid))}
          />
        )}
      </ContentSection>
      {editing && (
        <ResourceForm
          resource={editing === 'new' ? null : editing}
          tags={tags.data ?? []}
          upload={async (dataUrl) => (await act(() => uploadEditorMedia(api, token, dataUrl))).path}
          save={(input) =>
            act(() => (editing === 'new' ? createResource(api, token, input) : updateResource(api, token, editing.nid, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
