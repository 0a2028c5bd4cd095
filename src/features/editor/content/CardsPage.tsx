import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createCard } from '../../../api/operations/createCard';
import { deleteCard } from '../../../api/operations/deleteCard';
import { listEditorCardsQueryOptions, type CardInput, type EditorCard } from '../../../api/operations/listEditorCards';
import { listResourcesQueryOptions } from '../../../api/operations/listResources';
import { reorderCards } from '../../../api/operations/reorderCards';
import { updateCard } from '../../../api/operations/updateCard';
import { uploadEditorMedia } from '../../../api/operations/uploadEditorMedia';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { CardForm } from './CardForm';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { useEditorAction } from './use-editor-action';

const toInput = ({ id: _id, ...input }: EditorCard): CardInput => input;

/** /editor/cards: the quick-link cards in display order (guests see the first two published ones). */
export function CardsPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorCardsQueryOptions(api, token));
  const resources = useQuery(listResourcesQueryOptions(api));
  const act = useEditorAction('listEditorCards');
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
        {!data && !error && <LoadingOverlayScreen label="Loading the cards" />}
        {data && (
          <ContentList
            label="Quick-link cards"
            noun="card"
            items={data}
            idOf={(card) => card.id}
            titleOf={(card) => card.resource_title}
            publishedOf={(card) => card.published}
            preview={(card) => <MediaThumb path={card.image} />}
            details={(card) => (
              <Text size="xs" c="dimmed" truncate="end">
                Opens {titles.get(card.slug_url) ?? card.slug_url}
              </Text>
            )}
            onReorder={(ids) => act(() => reorderCards(api, token, { ids }))}
            onSetPublished={(card, published) => act(() => updateCard(api, token, card.id, { ...toInput(card), published }))}
            onEdit={setEditing}
            onDelete={(card) => act(() => deleteCard(api, token, card.id))}
          />
        )}
      </ContentSection>
      {editing && (
        <CardForm
          card={editing === 'new' ? null : editing}
          resources={[...titles].map(([slug, title]) => ({ slug, title }))}
          upload={async (dataUrl) => (await act(() => uploadEditorMedia(api, token, dataUrl))).path}
          save={(input) =>
            act(() => (editing === 'new' ? createCard(api, token, input) : updateCard(api, token, editing.id, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
