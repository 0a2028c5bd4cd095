import { Switch, TextInput, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EditorMidBanner, MidBannerInput } from '../../api/operations/listEditorMidBanners';
import { hasText } from '../../components/console/has-text';
import { linkLabelError, linkUrlError, parseLinks, type LinkValue } from './content-rules';
import { ContentFormModal } from './components/ContentFormModal';
import { MediaField } from './components/MediaField';
import { RichTextField } from '../../components/console/RichTextField';
import { useContentFormSubmit } from './use-content-form-submit';

interface MidBannerValues {
  banner_asset: string;
  small_banner_asset: string;
  body: string;
  link: LinkValue;
  published: boolean;
}

/** The form's values of the mid banner (of a new one when null). */
const midBannerValuesOf = (midBanner: EditorMidBanner | null): MidBannerValues => ({
  banner_asset: midBanner?.banner_asset ?? '',
  small_banner_asset: midBanner?.small_banner_asset ?? '',
  body: midBanner?.body ?? '',
  link: parseLinks(midBanner?.redirect_link ?? '', 1)[0]!,
  published: midBanner?.published ?? true,
});

export interface MidBannerFormProps {
  midBanner: EditorMidBanner | null;
  upload: (dataUrl: string) => Promise<string>;
  save: (input: MidBannerInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a mid banner: its wide and small pictures, its HTML body and its one link. */
export function MidBannerForm({ midBanner, upload, save, onClose }: MidBannerFormProps) {
  const form = useForm<MidBannerValues>({
    initialValues: midBannerValuesOf(midBanner),
    validate: {
      banner_asset: (value) => (value ? null : 'Please upload the wide picture (PNG or JPG)'),
      small_banner_asset: (value) => (value ? null : 'Please upload the small picture (PNG or JPG)'),
      body: (value) => (hasText(value) ? null : 'Please enter the body'),
      link: {
        url: (_value, values) => linkUrlError(values.link, true),
        label: (_value, values) => linkLabelError(values.link, true),
      },
    },
  });

  const { frame } = useContentFormSubmit(
    form,
    async ({ link, ...values }, revision) => {
      await save({ ...values, revision, redirect_link: `${link.url.trim()}@${link.label.trim()}` });
    },
    onClose,
    {
      saved: () => 'Saved the mid banner.',
      item: midBanner,
      valuesOf: midBannerValuesOf,
      fieldPaths: { redirect_link: 'link.url' },
    },
  );

  const mediaProps = (field: 'banner_asset' | 'small_banner_asset') => ({
    value: form.values[field],
    error: form.errors[field] as string | undefined,
    upload,
    onChange: (path: string) => {
      form.setFieldValue(field, path);
      form.clearFieldError(field);
    },
  });

  return (
    <ContentFormModal
      opened
      title={midBanner ? 'Edit the mid banner' : 'Add a mid banner'}
      submitLabel={midBanner ? 'Save mid banner' : 'Add mid banner'}
      {...frame}
      onClose={onClose}
    >
      <MediaField
        label="Wide picture"
        description="Shown from 640 px wide, about 1600 × 420 px."
        {...mediaProps('banner_asset')}
      />
      <MediaField
        label="Small picture"
        description="Shown on phones (under 640 px), about 640 × 480 px."
        {...mediaProps('small_banner_asset')}
      />
      <RichTextField
        label="Body"
        value={form.values.body}
        error={form.errors.body as string | undefined}
        onChange={(html) => form.setFieldValue('body', html)}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput label="Link address" required placeholder="/register or https://…" {...form.getInputProps('link.url')} />
        <TextInput label="Link label" required placeholder="Create your free account" {...form.getInputProps('link.label')} />
      </Group>
      <Switch
        label="Published (the home page shows the first published mid banner)"
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </ContentFormModal>
  );
}
