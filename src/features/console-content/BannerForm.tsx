import { Radio, Group, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BannerInput, EditorBanner } from '../../api/operations/listEditorBanners';
import {
  composeLinks,
  descriptionError,
  linkLabelError,
  linkUrlError,
  parseLinks,
  titleError,
  type LinkValue,
} from './content-rules';
import { ContentFormModal } from './components/ContentFormModal';
import { LinksFields } from './components/LinksFields';
import { MediaField } from './components/MediaField';
import { savedMessage, useContentFormSubmit } from './use-content-form-submit';

interface BannerValues {
  audience: 'guest' | 'member';
  title: string;
  description: string;
  banner_asset: string;
  links: LinkValue[];
  published: boolean;
}

/** The form's values of a banner (of a new one when null). */
const bannerValuesOf = (banner: EditorBanner | null): BannerValues => ({
  audience: banner?.audience ?? 'guest',
  title: banner?.title ?? '',
  description: banner?.description ?? '',
  banner_asset: banner?.banner_asset ?? '',
  links: parseLinks(banner?.redirect_links ?? '', 2),
  published: banner?.published ?? true,
});

export interface BannerFormProps {
  /** The banner to edit, or the audience of a new one. */
  banner: EditorBanner | { audience: 'guest' | 'member' };
  upload: (dataUrl: string) => Promise<string>;
  save: (input: BannerInput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or changes a guest or member banner: who sees it, title, description, picture or video, up to two links. */
export function BannerForm({ banner, upload, save, onClose }: BannerFormProps) {
  const existing = 'uuid' in banner ? banner : null;
  const form = useForm<BannerValues>({
    initialValues: existing ? bannerValuesOf(existing) : { ...bannerValuesOf(null), audience: banner.audience },
    validate: {
      title: (value) => titleError(value),
      description: (value) => descriptionError(value),
      banner_asset: (value) => (value ? null : 'Please upload a picture or a video for the banner'),
      links: {
        url: (_value, values, path) => linkUrlError(values.links[Number(path.split('.')[1])]!, false),
        label: (_value, values, path) => linkLabelError(values.links[Number(path.split('.')[1])]!, false),
      },
    },
  });

  const { frame } = useContentFormSubmit(
    form,
    async (values, revision) => {
      await save({
        revision,
        audience: values.audience,
        title: values.title.trim(),
        description: values.description.trim(),
        banner_asset: values.banner_asset,
        redirect_links: composeLinks(values.links),
        published: values.published,
      });
    },
    onClose,
    {
      saved: (values) => savedMessage(values.title, 'the banner'),
      item: existing,
      valuesOf: bannerValuesOf,
      fieldPaths: { redirect_links: 'links.0.url' },
    },
  );

  return (
    <ContentFormModal
      opened
      title={existing ? `Edit banner “${existing.title}”` : 'Add a banner'}
      submitLabel={existing ? 'Save banner' : 'Add banner'}
      {...frame}
      onClose={onClose}
    >
      <Radio.Group label="Shown to" {...form.getInputProps('audience')} required>
        <Group mt={4}>
          <Radio value="guest" label="Guests (home page before sign-in)" />
          <Radio value="member" label="Members (home page after sign-in)" />
        </Group>
      </Radio.Group>
      <TextInput label="Title" required maxLength={100} {...form.getInputProps('title')} />
      <Textarea label="Description" rows={2} maxLength={300} {...form.getInputProps('description')} />
      <MediaField
        label="Picture or video"
        description="A wide picture (about 1600 × 500 px) or a short MP4 video, which plays muted and looped."
        allowVideo
        value={form.values.banner_asset}
        error={form.errors.banner_asset as string | undefined}
        upload={upload}
        onChange={(path) => {
          form.setFieldValue('banner_asset', path);
          form.clearFieldError('banner_asset');
        }}
      />
      <LinksFields
        form={form}
        legend="Buttons (optional)"
        description="Up to two buttons on the banner. An address is an in-app path (/register, /appdetail/lens-planner) or an https:// link."
      />
      <Switch label="Published (guests or members see it)" {...form.getInputProps('published', { type: 'checkbox' })} />
    </ContentFormModal>
  );
}
