import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createProfession } from '../../../api/operations/createProfession';
import { deleteProfession } from '../../../api/operations/deleteProfession';
import { listEditorProfessionsQueryOptions, type EditorProfession } from '../../../api/operations/listEditorProfessions';
import { reorderProfessions } from '../../../api/operations/reorderProfessions';
import { updateProfession } from '../../../api/operations/updateProfession';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { SpecialitiesSection } from './SpecialitiesSection';
import { TermForm } from './TermForm';
import { useEditorAction } from './use-editor-action';
import { ErrorAlert } from '../../../components/ErrorAlert';

const specialityCount = (count: number) => (count === 1 ? '1 speciality' : `${count} specialities`);

/** /editor/professions: the professions, and the specialities of the one chosen, each list in display order. */
export function ProfessionsPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorProfessionsQueryOptions(api, token));
  const act = useEditorAction('listEditorProfessions');
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
      {!data && !error && <LoadingOverlayScreen label="Loading the professions" />}
      <ErrorAlert>{error?.message}</ErrorAlert>
      <ContentSection
        title="Professions"
        order={2}
        intro="Deleting a profession deletes its specialities too."
        addLabel="Add a profession"
        onAdd={() => setEditing('new')}
      >
        {data && (
          <ContentList
            label="Professions"
            noun="profession"
            items={data}
            idOf={(profession) => profession.tid}
            titleOf={(profession) => profession.name}
            publishedOf={(profession) => profession.published}
            details={(profession) => (
              <Text size="xs" c="dimmed">
                {specialityCount(profession.speciality_count)}
              </Text>
            )}
            onReorder={(ids) => act(() => reorderProfessions(api, token, { ids }))}
            onSetPublished={(profession, published) =>
              act(() => updateProfession(api, token, profession.tid, { name: profession.name, published }))
            }
            onEdit={setEditing}
            onDelete={(profession) => act(() => deleteProfession(api, token, profession.tid))}
            deleteWhat={(profession) =>
              profession.speciality_count === 0
                ? `the profession “${profession.name}”`
                : `the profession “${profession.name}” and its ${specialityCount(profession.speciality_count)}`
            }
          />
        )}
      </ContentSection>
      {data && data.length > 0 && <SpecialitiesSection session={session} professions={data} />}
      {editing && (
        <TermForm
          term={editing === 'new' ? null : editing}
          title={editing === 'new' ? 'Add a profession' : `Rename profession “${editing.name}”`}
          submitLabel={editing === 'new' ? 'Add profession' : 'Save profession'}
          publishedLabel="Published (offered at registration and in the profile)"
          save={(input) =>
            act(() =>
              editing === 'new' ? createProfession(api, token, input) : updateProfession(api, token, editing.tid, input),
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
