import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EditorTag, TagInput } from '../../../api/operations/listEditorTags';
import { MAX_TAG_NAME, titleError } from './content-rules';
import { ContentFormModal } from './components/ContentFormModal';
import { useContentFormSubmit } from './use-content-form-submit';

const SERVER_FIELDS = [[/name|already exists|Allowed max limit is 50/i, 'name']] as const;

export interface TagFormProps {
  tag: EditorTag | null;
  save: (input: TagInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or renames a search tag (its chip opens the list of the resources tagged with it). */
export function TagForm({ tag, save, onClose }: TagFormProps) {
  const form = useForm<TagInput>({
    initialValues: { name: tag?.name ?? '', published: tag?.published ?? true },
    validate: {
      name: (value) => titleError(value, 'a name', MAX_TAG_NAME)?.replace('Title', 'Name') ?? null,
    },
  });

  const { busy, formError, submit } = useContentFormSubmit(
    form,
    SERVER_FIELDS,
    async (values) => {
      await save({ ...values, name: values.name.trim() });
    },
    onClose,
  );

  return (
    <ContentFormModal
      opened
      title={tag ? `Rename tag “${tag.name}”` : 'Add a search tag'}
      submitLabel={tag ? 'Save tag' : 'Add tag'}
      busy={busy}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput label="Name" required maxLength={MAX_TAG_NAME} {...form.getInputProps('name')} />
      <Switch label="Published (guests see it on the home page)" {...form.getInputProps('published', { type: 'checkbox' })} />
    </ContentFormModal>
  );
}
