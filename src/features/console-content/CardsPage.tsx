import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useCreateCard } from '../../api/operations/createCard';
import { listEditorCardsQueryOptions, type CardInput, type EditorCard } from '../../api/operations/listEditorCards';
import { listResourcesQueryOptions } from '../../api/operations/listResources';
import { useReorderCards } from '../../api/operations/reorderCards';
import { useUpdateCard } from '../../api/operations/updateCard';
import { descriptionError, titleError } from './content-rules';
import { valuesFrom } from './components/KindForm';
import { KindPage, listing, type KindPageDeclaration } from './components/KindPage';
import { savedMessage } from './use-content-form-submit';
import { savingWith } from './saving-with';

/** The published resources' titles by slug: a card opens a resource's public page. */
type ResourceTitles = Map<string, string>;

/** Quick-link cards: title, description, picture and the resource it opens. */
export const CARDS: KindPageDeclaration<EditorCard, CardInput, CardInput, ResourceTitles> = {
  kind: 'cards',
  useList: listing(listEditorCardsQueryOptions),
  // The public list (published resources only).
  useCtx: () =>
    new Map((useQuery(listResourcesQueryOptions(useApi())).data ?? []).map((r) => [r.slug_url.replace(/^\//, ''), r.title])),
  useSave: savingWith(useCreateCard, useUpdateCard, (card, body) => ({ id: card.id, body })),
  useReorder: useReorderCards,
  sections: [
    {
      title: 'Quick-link cards',
      intro: 'Guests see the first two published cards on the home page. Each card opens a resource’s page.',
      addLabel: 'Add a card',
    },
  ],
  browser: {
    noun: 'card',
    idOf: (card) => card.id,
    thumb: (card) => card.image,
    line: (card, titles) => `Opens ${titles.get(card.slug_url) ?? card.slug_url}`,
  },
  form: {
    valuesOf: valuesFrom({ resource_title: '', description: '', image: '', slug_url: '', published: true }),
    validate: {
      resource_title: (value) => titleError(value),
      description: (value) => descriptionError(value),
      image: (value) => (value ? null : 'Please upload a picture (PNG or JPG) for the card'),
      slug_url: (value) => (value ? null : 'Please choose the resource the card leads to'),
    },
    inputOf: (values) => ({ ...values, resource_title: values.resource_title.trim(), description: values.description.trim() }),
    saved: (values) => savedMessage(values.resource_title, 'the card'),
    title: (card) => (card ? `Edit card “${card.resource_title}”` : 'Add a quick-link card'),
    submitLabel: (card) => (card ? 'Save card' : 'Add card'),
    fields: [
      { input: 'text', name: 'resource_title', label: 'Title', required: true, maxLength: 100 },
      { input: 'textarea', name: 'description', label: 'Description', rows: 2, maxLength: 300 },
      { input: 'media', name: 'image', label: 'Picture', description: 'About 640 × 400 px.' },
      {
        input: 'select',
        name: 'slug_url',
        label: 'Resource it opens',
        required: true,
        searchable: true,
        options: (titles) => [...titles].map(([value, label]) => ({ value, label })),
      },
      { input: 'switch', name: 'published', label: 'Published (guests see the first two published cards)' },
    ],
  },
};

/** /editor/cards: the quick-link cards in display order (guests see the first two published ones). */
export const CardsPage = () => <KindPage declaration={CARDS} />;
