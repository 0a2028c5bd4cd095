import { Select } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateSpeciality } from '../../api/operations/createSpeciality';
import { useDeleteSpeciality } from '../../api/operations/deleteSpeciality';
import type { EditorProfession } from '../../api/operations/listEditorProfessions';
import { listEditorSpecialitiesQueryOptions, type EditorSpeciality } from '../../api/operations/listEditorSpecialities';
import { useReorderSpecialities } from '../../api/operations/reorderSpecialities';
import { useUpdateSpeciality } from '../../api/operations/updateSpeciality';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { KindForm } from './components/KindForm';
import { termForm } from './term-form';

interface SpecialitiesSectionProps {
  /** Every profession (at least one); the editor picks whose specialities to manage. */
  professions: EditorProfession[];
}

const SPECIALITY_FORM = termForm<EditorProfession>({
  noun: 'speciality',
  addTitle: (profession) => `Add a speciality to ${profession.name}`,
  publishedLabel: 'Published (offered with its profession at registration and in the profile)',
});

/** The specialities of one profession, chosen in a list, in display order (reordered within the profession). */
export function SpecialitiesSection({ professions }: SpecialitiesSectionProps) {
  const api = useEditorApi();
  const [chosen, setChosen] = useState<string | null>(null);
  // The first profession until one is chosen, and again if the chosen one is deleted.
  const profession = professions.find((p) => p.tid === chosen) ?? professions[0]!;
  const { data, error } = useQuery(listEditorSpecialitiesQueryOptions(api, profession.tid));
  const create = useCreateSpeciality();
  const remove = useDeleteSpeciality();
  const reorder = useReorderSpecialities();
  const update = useUpdateSpeciality();
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
          onReorder={(ids) => reorder.mutateAsync({ profession_tid: profession.tid, ids })}
          onSetPublished={(speciality, published) =>
            update.mutateAsync({ tid: speciality.tid, body: { name: speciality.name, published, revision: speciality.revision } })
          }
          onEdit={setEditing}
          onDelete={(speciality) => remove.mutateAsync({ tid: speciality.tid, revision: speciality.revision })}
        />
      )}
      {editing && (
        <KindForm
          declaration={SPECIALITY_FORM}
          item={editing === 'new' ? null : editing}
          ctx={profession}
          save={(input) =>
            editing === 'new'
              ? create.mutateAsync({ professionTid: profession.tid, body: input })
              : update.mutateAsync({ tid: editing.tid, body: input })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </ContentSection>
  );
}
