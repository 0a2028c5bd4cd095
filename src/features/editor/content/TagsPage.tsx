import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createTag } from '../../../api/operations/createTag';
import { deleteTag } from '../../../api/operations/deleteTag';
import { listEditorTagsQueryOptions, type EditorTag } from '../../../api/operations/listEditorTags';
import { reorderTags } from '../../../api/operations/reorderTags';
import { updateTag } from '../../../api/operations/updateTag';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MAX_TAG_NAME } from './content-rules';
import { TermForm } from './TermForm';
import { useEditorAction } from './use-editor-action';

/** /editor/tags: the search tags of the guest home, in display order. */
export function TagsPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorTagsQueryOptions(api, token));
  const act = useEditorAction('listEditorTags');
  const [editing, setEditing] = useState<EditorTag | 'new' | null>(null);

  return (
    <>
      <ContentSection
        title="Search tags"
        order={1}
        intro="The chips on the guest home page; each opens the resources tagged with it. A tag that resources use cannot be deleted: unpublish it instead."
        addLabel="Add a tag"
        onAdd={() => setEditing('new')}
        error={error?.message}
      >
        {!data && !error && <LoadingOverlayScreen label="Loading the tags" />}
        {data && (
          <ContentList
            label="Search tags"
            noun="tag"
            items={data}
            idOf={(tag) => tag.tid}
            titleOf={(tag) => tag.name}
            publishedOf={(tag) => tag.published}
            onReorder={(ids) => act(() => reorderTags(api, token, { ids }))}
            onSetPublished={(tag, published) => act(() => updateTag(api, token, tag.tid, { name: tag.name, published }))}
            onEdit={setEditing}
            onDelete={(tag) => act(() => deleteTag(api, token, tag.tid))}
          />
        )}
      </ContentSection>
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? 'Add a search tag' : `Rename tag “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add tag' : 'Save tag'}
          publishedLabel="Published (guests see it on the home page)"
          maxLength={MAX_TAG_NAME}
          save={(input) =>
            act(() => (editing === 'new' ? createTag(api, token, input) : updateTag(api, token, editing.tid, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
