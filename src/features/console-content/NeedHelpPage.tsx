import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateNeedHelp } from '../../api/operations/createNeedHelp';
import {
  listEditorNeedHelpKey,
  listEditorNeedHelpQueryOptions,
  type EditorNeedHelp,
} from '../../api/operations/listEditorNeedHelp';
import { useReorderNeedHelp } from '../../api/operations/reorderNeedHelp';
import { useUpdateNeedHelp } from '../../api/operations/updateNeedHelp';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { TermForm } from './TermForm';

/** /editor/need-help: the need-help (resource-manager) list, in display order. */
export function NeedHelpPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorNeedHelpQueryOptions(api));
  const create = useCreateNeedHelp();
  const reorder = useReorderNeedHelp();
  const update = useUpdateNeedHelp();
  const [editing, setEditing] = useState<EditorNeedHelp | 'new' | null>(null);

  return (
    <>
      <ContentSection
        title="Need-help list"
        order={1}
        intro="The teams a guest or member can ask for help (the resource-manager list of the help and support forms), in this order."
        addLabel="Add an entry"
        onAdd={() => setEditing('new')}
        error={error?.message}
      >
        <ContentBrowser
          kind="need-help"
          itemsKey={listEditorNeedHelpKey}
          label="Need-help list"
          noun="entry"
          plural="entries"
          items={data}
          idOf={(entry) => entry.tid}
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
        />
      </ContentSection>
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? 'Add a need-help entry' : `Rename entry “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add entry' : 'Save entry'}
          publishedLabel="Published (listed for guests and members)"
          save={(input) =>
            editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ tid: editing.tid, body: input })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
