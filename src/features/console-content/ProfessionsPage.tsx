import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateProfession } from '../../api/operations/createProfession';
import {
  listEditorProfessionsKey,
  listEditorProfessionsQueryOptions,
  type EditorProfession,
} from '../../api/operations/listEditorProfessions';
import { useReorderProfessions } from '../../api/operations/reorderProfessions';
import { useUpdateProfession } from '../../api/operations/updateProfession';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { SpecialitiesSection } from './SpecialitiesSection';
import { TermForm } from './TermForm';
import { ErrorAlert } from '../../components/ErrorAlert';

const specialityCount = (count: number) => (count === 1 ? '1 speciality' : `${count} specialities`);

/** /editor/professions: the professions, and the specialities of the one chosen, each list in display order. */
export function ProfessionsPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorProfessionsQueryOptions(api));
  const create = useCreateProfession();
  const reorder = useReorderProfessions();
  const update = useUpdateProfession();
  const [editing, setEditing] = useState<EditorProfession | 'new' | null>(null);

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Professions and specialities</Title>
        <Text c="dimmed" size="sm">
          What healthcare professionals choose when they register and in their profile, in this order. An unpublished profession
          or speciality is offered to no one; members who have it keep it. One that members have cannot be deleted: unpublish it
          instead.
        </Text>
      </div>
      <ErrorAlert>{error?.message}</ErrorAlert>
      <ContentSection
        title="Professions"
        order={2}
        intro="Deleting a profession deletes its specialities too."
        addLabel="Add a profession"
        onAdd={() => setEditing('new')}
      >
        <ContentBrowser
          kind="professions"
          itemsKey={listEditorProfessionsKey}
          label="Professions"
          noun="profession"
          items={data}
          idOf={(profession) => profession.tid}
          details={(profession) => (
            <Text size="xs" c="dimmed">
              {specialityCount(profession.speciality_count)}
            </Text>
          )}
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
          deleteWhat={(profession) =>
            profession.speciality_count === 0
              ? `the profession “${profession.name}”`
              : `the profession “${profession.name}” and its ${specialityCount(profession.speciality_count)}`
          }
        />
      </ContentSection>
      {data && data.length > 0 && <SpecialitiesSection professions={data} />}
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? 'Add a profession' : `Rename profession “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add profession' : 'Save profession'}
          publishedLabel="Published (offered at registration and in the profile)"
          save={(input) =>
            editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ tid: editing.tid, body: input })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
