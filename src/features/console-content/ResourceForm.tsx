import { Checkbox, Group, MultiSelect, SimpleGrid, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EditorResource, ResourceInput } from '../../api/operations/listEditorResources';
import { ContentFormModal } from './components/ContentFormModal';
import { GalleryField } from './components/GalleryField';
import { MediaField } from './components/MediaField';
import { RichTextField } from '../../components/console/RichTextField';
import { formValuesOf, inputOf, MAX_GALLERY, resourceValidation, type ResourceFormValues } from './resource-form-rules';
import { savedMessage, useContentFormSubmit } from './use-content-form-submit';

export interface ResourceFormProps {
  resource: EditorResource | null;
  /** The tags a resource may be related to: tid and name. */
  tags: { tid: string; name: string }[];
  upload: (dataUrl: string) => Promise<string>;
  save: (input: ResourceInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a resource: every field of spec §3 (docs/editor-guide.md, "Resources"). */
export function ResourceForm({ resource, tags, upload, save, onClose }: ResourceFormProps) {
  const form = useForm<ResourceFormValues>({ initialValues: formValuesOf(resource), validate: resourceValidation });
  const { frame } = useContentFormSubmit(form, (values, revision) => save({ ...inputOf(values), revision }), onClose, {
    saved: (values) => savedMessage(values.title, 'the resource'),
    item: resource,
    valuesOf: formValuesOf,
  });
  const setMedia = (field: 'icon' | 'media', value: string | string[]) => {
    form.setFieldValue(field, value);
    form.clearFieldError(field);
  };

  return (
    <ContentFormModal
      opened
      size="xl"
      title={resource ? `Edit resource “${resource.title}”` : 'Add a resource'}
      submitLabel={resource ? 'Save resource' : 'Add resource'}
      {...frame}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Title" required maxLength={100} {...form.getInputProps('title')} />
        <TextInput
          label="Address"
          description="The page is /appdetail/<address>"
          required
          maxLength={80}
          {...form.getInputProps('slug_url')}
        />
      </SimpleGrid>
      <Textarea label="Summary" rows={2} maxLength={300} {...form.getInputProps('summary')} />
      <RichTextField
        label="Description"
        value={form.values.description}
        error={form.errors.description as string | undefined}
        onChange={(html) => form.setFieldValue('description', html)}
      />
      <MediaField
        label="Icon"
        description="A square PNG or JPG, about 128 × 128 px."
        value={form.values.icon}
        error={form.errors.icon as string | undefined}
        upload={upload}
        onChange={(path) => setMedia('icon', path)}
      />
      <GalleryField
        label="Gallery"
        value={form.values.media}
        max={MAX_GALLERY}
        error={form.errors.media as string | undefined}
        upload={upload}
        onChange={(paths) => setMedia('media', paths)}
      />
      <Checkbox.Group label="Who can add it" required {...form.getInputProps('user_type')}>
        <Group mt={6}>
          <Checkbox value="1" label="Healthcare professionals" />
          <Checkbox value="2" label="Distributors" />
        </Group>
      </Checkbox.Group>
      <Checkbox.Group label="App types" {...form.getInputProps('url_type')}>
        <Group mt={6}>
          <Checkbox value="1" label="Mobile app" />
          <Checkbox value="2" label="Web app" />
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Web app address" placeholder="https://" maxLength={300} {...form.getInputProps('web_app_url')} />
        <TextInput label="Mobile app address" placeholder="https://" maxLength={300} {...form.getInputProps('mobile_app_url')} />
      </SimpleGrid>
      <Switch label="Show the Visit button (opens the web app)" {...form.getInputProps('enable_visit', { type: 'checkbox' })} />
      <Switch label="Adding it needs an editor’s approval" {...form.getInputProps('required_approval', { type: 'checkbox' })} />
      <RichTextField
        label="Thank-you text"
        description="Shown after a member adds the resource."
        value={form.values.popup_consent}
        error={form.errors.popup_consent as string | undefined}
        onChange={(html) => form.setFieldValue('popup_consent', html)}
      />
      <MultiSelect
        label="Related tags"
        description="“Other Resources You Might Like” lists resources sharing a tag."
        searchable
        data={tags.map((tag) => ({ value: tag.tid, label: tag.name }))}
        {...form.getInputProps('related_tags')}
      />
      <TagsInput
        label="Support areas"
        description="The reasons offered in step 2 of the support wizard. Press Enter after each."
        maxTags={20}
        {...form.getInputProps('support_areas')}
      />
      <Switch label="Published (guests and members see it)" {...form.getInputProps('published', { type: 'checkbox' })} />
    </ContentFormModal>
  );
}
