import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateTag } from '../../api/operations/createTag';
import { useDeleteTag } from '../../api/operations/deleteTag';
import { listEditorTagsQueryOptions, type EditorTag } from '../../api/operations/listEditorTags';
import { useReorderTags } from '../../api/operations/reorderTags';
import { useUpdateTag } from '../../api/operations/updateTag';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MAX_TAG_NAME } from './content-rules';
import { TermForm } from './TermForm';

/** /editor/tags: the search tags of the guest home, in display order. */
export function TagsPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorTagsQueryOptions(api));
  const create = useCreateTag();
  const remove = useDeleteTag();
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
        {!data && !error && <LoadingOverlayScreen label="Loading the tags" />}
        {data && (
          <ContentList
            label="Search tags"
            noun="tag"
            items={data}
            idOf={(tag) => tag.tid}
            titleOf={(tag) => tag.name}
            publishedOf={(tag) => tag.published}
            onReorder={(ids) => reorder.mutateAsync({ ids })}
            onSetPublished={(tag, published) => update.mutateAsync({ tid: tag.tid, body: { name: tag.name, published } })}
            onEdit={setEditing}
            onDelete={(tag) => remove.mutateAsync(tag.tid)}
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
            editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ tid: editing.tid, body: input })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
