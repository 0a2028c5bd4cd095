import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateTag } from '../../api/operations/createTag';
import { listEditorTagsKey, listEditorTagsQueryOptions, type EditorTag } from '../../api/operations/listEditorTags';
import { useReorderTags } from '../../api/operations/reorderTags';
import { useUpdateTag } from '../../api/operations/updateTag';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { MAX_TAG_NAME } from './content-rules';
import { TermForm } from './TermForm';

/** /editor/tags: the search tags of the guest home, in display order. */
export function TagsPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorTagsQueryOptions(api));
  const create = useCreateTag();
  const reorder = useReorderTags();
  const update = useUpdateTag();
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
        <ContentBrowser
          kind="tags"
          itemsKey={listEditorTagsKey}
          label="Search tags"
          noun="tag"
          items={data}
          idOf={(tag) => tag.tid}
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
        />
      </ContentSection>
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? 'Add a search tag' : `Rename tag “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add tag' : 'Save tag'}
          publishedLabel="Published (guests see it on the home page)"
          maxLength={MAX_TAG_NAME}
          save={(input) =>
            editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ tid: editing.tid, body: input })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
