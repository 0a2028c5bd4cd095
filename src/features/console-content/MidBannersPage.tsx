import { useCreateMidBanner } from '../../api/operations/createMidBanner';
import {
  listEditorMidBannersQueryOptions,
  type EditorMidBanner,
  type MidBannerInput,
} from '../../api/operations/listEditorMidBanners';
import { useReorderMidBanners } from '../../api/operations/reorderMidBanners';
import { useUpdateMidBanner } from '../../api/operations/updateMidBanner';
import { hasText } from '../../components/console/has-text';
import { linkLabelError, linkUrlError, parseLinks, type LinkValue } from './content-rules';
import { valuesFrom } from './components/KindForm';
import { KindPage, listing, type KindPageDeclaration } from './components/KindPage';
import { savingWith } from './saving-with';

interface MidBannerValues {
  banner_asset: string;
  small_banner_asset: string;
  body: string;
  link: LinkValue;
  published: boolean;
}

/** Mid banners: the wide and small pictures, the HTML body and the one link. */
export const MID_BANNERS: KindPageDeclaration<EditorMidBanner, MidBannerValues, MidBannerInput> = {
  kind: 'mid-banners',
  useList: listing(listEditorMidBannersQueryOptions),
  useSave: savingWith(useCreateMidBanner, useUpdateMidBanner, (midBanner, body) => ({ id: midBanner.id, body })),
  useReorder: useReorderMidBanners,
  sections: [
    {
      title: 'Mid banner',
      label: 'Mid banners',
      intro: 'The band in the middle of the guest home page. The first published one is shown; keep others as drafts for later.',
      addLabel: 'Add a mid banner',
    },
  ],
  browser: {
    noun: 'mid banner',
    idOf: (item) => item.id,
    thumb: (item) => item.banner_asset,
    line: (item) => `Link: ${item.redirect_link}`,
  },
  form: {
    valuesOf: valuesFrom(
      { banner_asset: '', small_banner_asset: '', body: '', link: parseLinks('', 1)[0]!, published: true },
      (midBanner) => ({ link: parseLinks(midBanner.redirect_link, 1)[0]! }),
    ),
    validate: {
      banner_asset: (value) => (value ? null : 'Please upload the wide picture (PNG or JPG)'),
      small_banner_asset: (value) => (value ? null : 'Please upload the small picture (PNG or JPG)'),
      body: (value) => (hasText(value) ? null : 'Please enter the body'),
      link: {
        url: (_value, values) => linkUrlError(values.link, true),
        label: (_value, values) => linkLabelError(values.link, true),
      },
    },
    inputOf: ({ link, ...values }) => ({ ...values, redirect_link: `${link.url.trim()}@${link.label.trim()}` }),
    saved: () => 'Saved the mid banner.',
    title: (midBanner) => (midBanner ? 'Edit the mid banner' : 'Add a mid banner'),
    submitLabel: (midBanner) => (midBanner ? 'Save mid banner' : 'Add mid banner'),
    fieldPaths: { redirect_link: 'link.url' },
    fields: [
      {
        input: 'media',
        name: 'banner_asset',
        label: 'Wide picture',
        description: 'Shown from 640 px wide, about 1600 × 420 px.',
      },
      {
        input: 'media',
        name: 'small_banner_asset',
        label: 'Small picture',
        description: 'Shown on phones (under 640 px), about 640 × 480 px.',
      },
      { input: 'rich', name: 'body', label: 'Body' },
      {
        input: 'group',
        fields: [
          { input: 'text', name: 'link.url', label: 'Link address', required: true, placeholder: '/register or https://…' },
          { input: 'text', name: 'link.label', label: 'Link label', required: true, placeholder: 'Create your free account' },
        ],
      },
      { input: 'switch', name: 'published', label: 'Published (the home page shows the first published mid banner)' },
    ],
  },
};

/** /editor/mid-banners: the mid banners; the guest home shows the first published one. */
export const MidBannersPage = () => <KindPage declaration={MID_BANNERS} />;
