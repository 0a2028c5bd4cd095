import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TermInput } from '../../api/operations/listEditorProfessions';
import { MAX_TERM_NAME, titleError } from './content-rules';
import { ContentFormModal } from './components/ContentFormModal';
import { savedMessage, useContentFormSubmit } from './use-content-form-submit';

export interface TermFormProps {
  /** The item being renamed, or null to add one. */
  term: TermInput | null;
  /** The dialog's title, e.g. `Add a profession`. */
  title: string;
  submitLabel: string;
  /** The label of the published switch: who sees a published item. */
  publishedLabel: string;
  /** The longest name (the contract's); 100 by default, 50 for search tags. */
  maxLength?: number;
  save: (input: TermInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or renames a search tag, a profession, a speciality or a need-help entry: a name and
 * whether it is published.
 */
export function TermForm({ term, title, submitLabel, publishedLabel, maxLength = MAX_TERM_NAME, save, onClose }: TermFormProps) {
  const form = useForm<TermInput>({
    initialValues: { name: term?.name ?? '', published: term?.published ?? true },
    validate: {
      name: (value) => titleError(value, 'a name', maxLength)?.replace('Title', 'Name') ?? null,
    },
  });

  const { frame } = useContentFormSubmit(
    form,
    async (values, revision) => {
      await save({ ...values, revision, name: values.name.trim() });
    },
    onClose,
    { saved: (values) => savedMessage(values.name, 'the entry'), item: term },
  );

  return (
    <ContentFormModal opened title={title} submitLabel={submitLabel} {...frame} onClose={onClose}>
      <TextInput label="Name" required maxLength={maxLength} {...form.getInputProps('name')} />
      <Switch label={publishedLabel} {...form.getInputProps('published', { type: 'checkbox' })} />
    </ContentFormModal>
  );
}
