import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createNeedHelp } from '../../../api/operations/createNeedHelp';
import { deleteNeedHelp } from '../../../api/operations/deleteNeedHelp';
import { listEditorNeedHelpQueryOptions, type EditorNeedHelp } from '../../../api/operations/listEditorNeedHelp';
import { reorderNeedHelp } from '../../../api/operations/reorderNeedHelp';
import { updateNeedHelp } from '../../../api/operations/updateNeedHelp';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { TermForm } from './TermForm';
import { useEditorAction } from './use-editor-action';

/** /editor/need-help: the need-help (resource-manager) list, in display order. */
export function NeedHelpPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorNeedHelpQueryOptions(api, token));
  const act = useEditorAction('listEditorNeedHelp');
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
        {!data && !error && <LoadingOverlayScreen label="Loading the need-help list" />}
        {data && (
          <ContentList
            label="Need-help list"
            noun="entry"
            plural="entries"
            items={data}
            idOf={(entry) => entry.tid}
            titleOf={(entry) => entry.name}
            publishedOf={(entry) => entry.published}
            onReorder={(ids) => act(() => reorderNeedHelp(api, token, { ids }))}
            onSetPublished={(entry, published) =>
              act(() => updateNeedHelp(api, token, entry.tid, { name: entry.name, published }))
            }
            onEdit={setEditing}
            onDelete={(entry) => act(() => deleteNeedHelp(api, token, entry.tid))}
          />
        )}
      </ContentSection>
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? 'Add a need-help entry' : `Rename entry “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add entry' : 'Save entry'}
          publishedLabel="Published (listed for guests and members)"
          save={(input) =>
            act(() => (editing === 'new' ? createNeedHelp(api, token, input) : updateNeedHelp(api, token, editing.tid, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
