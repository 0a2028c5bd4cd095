import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateBanner } from '../../api/operations/createBanner';
import { listEditorBannersKey, listEditorBannersQueryOptions, type EditorBanner } from '../../api/operations/listEditorBanners';
import { useReorderBanners } from '../../api/operations/reorderBanners';
import { useUpdateBanner } from '../../api/operations/updateBanner';
import { useUploadEditorMedia } from '../../api/operations/uploadEditorMedia';
import { BannerForm } from './BannerForm';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { ErrorAlert } from '../../components/ErrorAlert';

type Audience = EditorBanner['audience'];

const SECTIONS: { audience: Audience; title: string; intro: string }[] = [
  { audience: 'guest', title: 'Guest banners', intro: 'The carousel of the home page before sign-in, in this order.' },
  { audience: 'member', title: 'Member banners', intro: 'The carousel of the members’ home page, in this order.' },
];

/** /editor/banners: the guest and the member banners, each list in display order. */
export function BannersPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorBannersQueryOptions(api));
  const create = useCreateBanner();
  const reorder = useReorderBanners();
  const update = useUpdateBanner();
  const uploadMedia = useUploadEditorMedia();
  const [editing, setEditing] = useState<EditorBanner | { audience: Audience } | null>(null);
  const upload = async (dataUrl: string) => (await uploadMedia.mutateAsync(dataUrl)).path;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Banners</Title>
        <Text c="dimmed" size="sm">
          Drafts (unpublished banners) are kept here and shown to nobody. Changes show on the next page load of every guest and
          member.
        </Text>
      </div>
      <ErrorAlert>{error?.message}</ErrorAlert>
      {SECTIONS.map(({ audience, title, intro }) => (
        <ContentSection
          key={audience}
          title={title}
          order={2}
          intro={intro}
          addLabel={`Add a ${audience} banner`}
          onAdd={() => setEditing({ audience })}
        >
          <ContentBrowser
            kind="banners"
            audience={audience}
            itemsKey={listEditorBannersKey}
            label={title}
            noun="banner"
            items={data?.filter((banner) => banner.audience === audience)}
            idOf={(banner) => banner.uuid}
            preview={(banner) => <MediaThumb path={banner.banner_asset} />}
            details={(banner) => (
              <Text size="xs" c="dimmed" truncate="end">
                {banner.description}
              </Text>
            )}
            onReorder={(ids) => reorder.mutateAsync({ audience, ids })}
            onEdit={setEditing}
          />
        </ContentSection>
      ))}
      {editing && (
        <BannerForm
          banner={editing}
          upload={upload}
          save={(input) =>
            'uuid' in editing ? update.mutateAsync({ uuid: editing.uuid, body: input }) : create.mutateAsync(input)
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
