import { Select } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createSpeciality } from '../../../api/operations/createSpeciality';
import { deleteSpeciality } from '../../../api/operations/deleteSpeciality';
import type { EditorProfession } from '../../../api/operations/listEditorProfessions';
import { listEditorSpecialitiesQueryOptions, type EditorSpeciality } from '../../../api/operations/listEditorSpecialities';
import { reorderSpecialities } from '../../../api/operations/reorderSpecialities';
import { updateSpeciality } from '../../../api/operations/updateSpeciality';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { TermForm } from './TermForm';
import { useEditorAction } from './use-editor-action';

interface SpecialitiesSectionProps {
  session: EditorSession;
  /** Every profession (at least one); the editor picks whose specialities to manage. */
  professions: EditorProfession[];
}

/** The specialities of one profession, chosen in a list, in display order (reordered within the profession). */
export function SpecialitiesSection({ session, professions }: SpecialitiesSectionProps) {
  const api = useApi();
  const token = session.access_token;
  const [chosen, setChosen] = useState<string | null>(null);
  // The first profession until one is chosen, and again if the chosen one is deleted.
  const profession = professions.find((p) => p.tid === chosen) ?? professions[0]!;
  const { data, error } = useEditorQuery(listEditorSpecialitiesQueryOptions(api, token, profession.tid));
  // Under the professions' key: a change here refreshes the professions' counts too.
  const act = useEditorAction('listEditorProfessions');
  const [editing, setEditing] = useState<EditorSpeciality | 'new' | null>(null);
  const label = `Specialities of ${profession.name}`;

  return (
    <ContentSection
      title="Specialities"
      order={2}
      intro="Each profession has its own list: a member chooses one of the specialities of their profession."
      addLabel="Add a speciality"
      onAdd={() => setEditing('new')}
      error={error?.message}
    >
      <Select
        label="Profession"
        description="Whose specialities to show and change"
        data={professions.map((p) => ({ value: p.tid, label: p.published ? p.name : `${p.name} (draft)` }))}
        value={profession.tid}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        maw={420}
      />
      {!data && !error && <LoadingOverlayScreen label="Loading the specialities" />}
      {data && (
        <ContentList
          label={label}
          noun="speciality"
          plural="specialities"
          items={data}
          idOf={(speciality) => speciality.tid}
          titleOf={(speciality) => speciality.name}
          publishedOf={(speciality) => speciality.published}
          onReorder={(ids) => act(() => reorderSpecialities(api, token, { profession_tid: profession.tid, ids }))}
          onSetPublished={(speciality, published) =>
            act(() => updateSpeciality(api, token, speciality.tid, { name: speciality.name, published }))
          }
          onEdit={setEditing}
          onDelete={(speciality) => act(() => deleteSpeciality(api, token, speciality.tid))}
        />
      )}
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? `Add a speciality to ${profession.name}` : `Rename speciality “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add speciality' : 'Save speciality'}
          publishedLabel="Published (offered with its profession at registration and in the profile)"
          save={(input) =>
            act(() =>
              editing === 'new'
                ? createSpeciality(api, token, profession.tid, input)
                : updateSpeciality(api, token, editing.tid, input),
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
    </ContentSection>
  );
}
