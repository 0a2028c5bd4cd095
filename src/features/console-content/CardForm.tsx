import { Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CardInput, EditorCard } from '../../api/operations/listEditorCards';
import { descriptionError, titleError } from './content-rules';
import { ContentFormModal } from './components/ContentFormModal';
import { MediaField } from './components/MediaField';
import { savedMessage, useContentFormSubmit } from './use-content-form-submit';

export interface CardFormProps {
  card: EditorCard | null;
  /** The resources a card may lead to: slug and title. */
  resources: { slug: string; title: string }[];
  upload: (dataUrl: string) => Promise<string>;
  save: (input: CardInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a quick-link card: title, description, picture and the resource it opens. */
export function CardForm({ card, resources, upload, save, onClose }: CardFormProps) {
  const form = useForm<CardInput>({
    initialValues: {
      resource_title: card?.resource_title ?? '',
      description: card?.description ?? '',
      image: card?.image ?? '',
      slug_url: card?.slug_url ?? '',
      published: card?.published ?? true,
    },
    validate: {
      resource_title: (value) => titleError(value),
      description: (value) => descriptionError(value),
      image: (value) => (value ? null : 'Please upload a picture (PNG or JPG) for the card'),
      slug_url: (value) => (value ? null : 'Please choose the resource the card leads to'),
    },
  });

  const { frame } = useContentFormSubmit(
    form,
    async (values, revision) => {
      await save({ ...values, revision, resource_title: values.resource_title.trim(), description: values.description.trim() });
    },
    onClose,
    { saved: (values) => savedMessage(values.resource_title, 'the card'), item: card },
  );

  return (
    <ContentFormModal
      opened
      title={card ? `Edit card “${card.resource_title}”` : 'Add a quick-link card'}
      submitLabel={card ? 'Save card' : 'Add card'}
      {...frame}
      onClose={onClose}
    >
      <TextInput label="Title" required maxLength={100} {...form.getInputProps('resource_title')} />
      <Textarea label="Description" rows={2} maxLength={300} {...form.getInputProps('description')} />
      <MediaField
        label="Picture"
        description="About 640 × 400 px."
        value={form.values.image}
        error={form.errors.image as string | undefined}
        upload={upload}
        onChange={(path) => {
          form.setFieldValue('image', path);
          form.clearFieldError('image');
        }}
      />
      <Select
        label="Resource it opens"
        required
        searchable
        data={resources.map((resource) => ({ value: resource.slug, label: resource.title }))}
        {...form.getInputProps('slug_url')}
      />
      <Switch
        label="Published (guests see the first two published cards)"
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </ContentFormModal>
  );
}
