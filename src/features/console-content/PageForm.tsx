import { Checkbox, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EditorPage, PageInput } from '../../api/operations/listEditorPages';
import { titleError } from './content-rules';
import { ContentFormModal } from './components/ContentFormModal';
import { RichTextField } from '../../components/console/RichTextField';
import { MAX_SLUG, MAX_SUMMARY, pageBodyError, slugError, summaryError } from './page-rules';
import { savedMessage, useContentFormSubmit } from './use-content-form-submit';

interface PageValues {
  title: string;
  slug_url: string;
  in_footer: boolean;
  body: string;
  published: boolean;
  material: boolean;
  summary: string;
}

export interface PageFormProps {
  page: EditorPage | null;
  save: (input: PageInput) => Promise<unknown>;
  onClose: () => void;
}

/** The body of a save: `material` and `summary` only when they say something. */
/** The form's values of a page (of a new one when null). */
const pageValuesOf = (page: EditorPage | null): PageValues => ({
  title: page?.title ?? '',
  slug_url: page?.slug_url ?? '',
  in_footer: (page?.location ?? 'Footer') === 'Footer',
  body: page?.body ?? '',
  published: page?.published ?? true,
  material: false,
  summary: '',
});

export function pageInputOf({ in_footer, material, summary, ...values }: PageValues): PageInput {
  const text = summary.trim();
  return {
    ...values,
    title: values.title.trim(),
    location: in_footer ? 'Footer' : '',
    ...(material ? { material: true } : {}),
    ...(text ? { summary: text } : {}),
  };
}

/**
 * Adds or changes a landing page: title, address, whether the footer lists it, HTML body. A save
 * that changes the content keeps it as a new version; a legal page's save can be material.
 */
export function PageForm({ page, save, onClose }: PageFormProps) {
  const legal = page?.legal ?? false;
  const form = useForm<PageValues>({
    initialValues: pageValuesOf(page),
    validate: {
      title: (value) => titleError(value),
      slug_url: slugError,
      body: pageBodyError,
      summary: (value, values) => summaryError(value, values.material),
    },
  });

  const { frame } = useContentFormSubmit(
    form,
    async (values, revision) => {
      await save({ ...pageInputOf(values), revision });
    },
    onClose,
    {
      saved: (values) => savedMessage(values.title, 'the page'),
      item: page,
      valuesOf: pageValuesOf,
      fieldPaths: { location: 'in_footer' },
    },
  );

  return (
    <ContentFormModal
      opened
      title={page ? `Edit the page “${page.title}”` : 'Add a page'}
      submitLabel={page ? 'Save page' : 'Add page'}
      {...frame}
      onClose={onClose}
    >
      <TextInput label="Title" required maxLength={100} {...form.getInputProps('title')} />
      <TextInput
        label="Address"
        required
        readOnly={legal}
        maxLength={MAX_SLUG}
        leftSection="/linkdetail/"
        leftSectionWidth={84}
        description={
          legal
            ? 'A legal page keeps its address: registration and the consent dialog link to it.'
            : 'Lower-case letters, digits and hyphens, e.g. about-us.'
        }
        {...form.getInputProps('slug_url')}
      />
      <Switch
        label="Show in the footer (else reachable by its link only)"
        {...form.getInputProps('in_footer', { type: 'checkbox' })}
      />
      <RichTextField
        label="Body"
        value={form.values.body}
        error={form.errors.body as string | undefined}
        onChange={(html) => form.setFieldValue('body', html)}
      />
      <Switch
        label="Published (guests and members see it)"
        disabled={legal}
        description={legal ? 'A legal page stays published.' : undefined}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
      {legal && (
        <Checkbox
          label="Material change: every member must accept this page again"
          description="Adds a new consent version; members are asked on their next visit, with the summary below."
          {...form.getInputProps('material', { type: 'checkbox' })}
        />
      )}
      <Textarea
        label={form.values.material ? 'What changed (shown to members)' : 'What changed (optional, kept with the version)'}
        required={form.values.material}
        rows={2}
        maxLength={MAX_SUMMARY}
        {...form.getInputProps('summary')}
      />
    </ContentFormModal>
  );
}
