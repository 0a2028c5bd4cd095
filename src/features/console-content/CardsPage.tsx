import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateCard } from '../../api/operations/createCard';
import { listEditorCardsKey, listEditorCardsQueryOptions, type EditorCard } from '../../api/operations/listEditorCards';
import { listResourcesQueryOptions } from '../../api/operations/listResources';
import { useReorderCards } from '../../api/operations/reorderCards';
import { useUpdateCard } from '../../api/operations/updateCard';
import { useUploadEditorMedia } from '../../api/operations/uploadEditorMedia';
import { CardForm } from './CardForm';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';

/** /editor/cards: the quick-link cards in display order (guests see the first two published ones). */
export function CardsPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorCardsQueryOptions(api));
  // The public list (published resources only): a card opens a resource's public page.
  const resources = useQuery(listResourcesQueryOptions(useApi()));
  const create = useCreateCard();
  const reorder = useReorderCards();
  const update = useUpdateCard();
  const uploadMedia = useUploadEditorMedia();
  const [editing, setEditing] = useState<EditorCard | 'new' | null>(null);
  const titles = new Map((resources.data ?? []).map((r) => [r.slug_url.replace(/^\//, ''), r.title]));

  return (
    <>
      <ContentSection
        title="Quick-link cards"
        order={1}
        intro="Guests see the first two published cards on the home page. Each card opens a resource’s page."
        addLabel="Add a card"
        onAdd={() => setEditing('new')}
        error={error?.message}
      >
        <ContentBrowser
          kind="cards"
          itemsKey={listEditorCardsKey}
          label="Quick-link cards"
          noun="card"
          items={data}
          idOf={(card) => card.id}
          preview={(card) => <MediaThumb path={card.image} />}
          details={(card) => (
            <Text size="xs" c="dimmed" truncate="end">
              Opens {titles.get(card.slug_url) ?? card.slug_url}
            </Text>
          )}
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
        />
      </ContentSection>
      {editing && (
        <CardForm
          card={editing === 'new' ? null : editing}
          resources={[...titles].map(([slug, title]) => ({ slug, title }))}
          upload={async (dataUrl) => (await uploadMedia.mutateAsync(dataUrl)).path}
          save={(input) => (editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ id: editing.id, body: input }))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
