import { useCreateBanner } from '../../api/operations/createBanner';
import { listEditorBannersQueryOptions, type BannerInput, type EditorBanner } from '../../api/operations/listEditorBanners';
import { useReorderBanners } from '../../api/operations/reorderBanners';
import { useUpdateBanner } from '../../api/operations/updateBanner';
import {
  composeLinks,
  descriptionError,
  linkLabelError,
  linkUrlError,
  parseLinks,
  titleError,
  type LinkValue,
} from './content-rules';
import { valuesFrom } from './components/KindForm';
import { KindPage, listing, type KindPageDeclaration } from './components/KindPage';
import { savedMessage } from './use-content-form-submit';
import { savingWith } from './saving-with';

interface BannerValues {
  audience: 'guest' | 'member';
  title: string;
  description: string;
  banner_asset: string;
  links: LinkValue[];
  published: boolean;
}

const linkAt = (values: BannerValues, path: string) => values.links[Number(path.split('.')[1])]!;

/** Banners: a list per audience; a form of who sees it, title, description, picture or video, up to two links. */
export const BANNERS: KindPageDeclaration<EditorBanner, BannerValues, BannerInput> = {
  kind: 'banners',
  useList: listing(listEditorBannersQueryOptions),
  useSave: savingWith(useCreateBanner, useUpdateBanner, (banner, body) => ({ uuid: banner.uuid, body })),
  useReorder: useReorderBanners,
  heading: {
    title: 'Banners',
    text: 'Drafts (unpublished banners) are kept here and shown to nobody. Changes show on the next page load of every guest and member.',
  },
  sections: [
    {
      audience: 'guest',
      title: 'Guest banners',
      intro: 'The carousel of the home page before sign-in, in this order.',
      addLabel: 'Add a guest banner',
    },
    {
      audience: 'member',
      title: 'Member banners',
      intro: 'The carousel of the members’ home page, in this order.',
      addLabel: 'Add a member banner',
    },
  ],
  browser: {
    noun: 'banner',
    idOf: (banner) => banner.uuid,
    thumb: (banner) => banner.banner_asset,
    line: (banner) => banner.description,
  },
  form: {
    valuesOf: valuesFrom(
      { audience: 'guest', title: '', description: '', banner_asset: '', links: parseLinks('', 2), published: true },
      (banner) => ({ links: parseLinks(banner.redirect_links, 2) }),
    ),
    validate: {
      title: (value) => titleError(value),
      description: (value) => descriptionError(value),
      banner_asset: (value) => (value ? null : 'Please upload a picture or a video for the banner'),
      links: {
        url: (_value, values, path) => linkUrlError(linkAt(values, path), false),
        label: (_value, values, path) => linkLabelError(linkAt(values, path), false),
      },
    },
    inputOf: ({ links, ...values }) => ({
      ...values,
      title: values.title.trim(),
      description: values.description.trim(),
      redirect_links: composeLinks(links),
    }),
    saved: (values) => savedMessage(values.title, 'the banner'),
    title: (banner) => (banner ? `Edit banner “${banner.title}”` : 'Add a banner'),
    submitLabel: (banner) => (banner ? 'Save banner' : 'Add banner'),
    fieldPaths: { redirect_links: 'links.0.url' },
    fields: [
      {
        input: 'radios',
        name: 'audience',
        label: 'Shown to',
        required: true,
        options: { guest: 'Guests (home page before sign-in)', member: 'Members (home page after sign-in)' },
      },
      { input: 'text', name: 'title', label: 'Title', required: true, maxLength: 100 },
      { input: 'textarea', name: 'description', label: 'Description', rows: 2, maxLength: 300 },
      {
        input: 'media',
        name: 'banner_asset',
        label: 'Picture or video',
        description: 'A wide picture (about 1600 × 500 px) or a short MP4 video, which plays muted and looped.',
        allowVideo: true,
      },
      {
        input: 'links',
        legend: 'Buttons (optional)',
        description:
          'Up to two buttons on the banner. An address is an in-app path (/register, /appdetail/lens-planner) or an https:// link.',
      },
      { input: 'switch', name: 'published', label: 'Published (guests or members see it)' },
    ],
  },
};

/** /editor/banners: the guest and the member banners, each list in display order. */
export const BannersPage = () => <KindPage declaration={BANNERS} />;
