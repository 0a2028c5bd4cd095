import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createBanner } from '../../../api/operations/createBanner';
import { deleteBanner } from '../../../api/operations/deleteBanner';
import { listEditorBannersQueryOptions, type BannerInput, type EditorBanner } from '../../../api/operations/listEditorBanners';
import { reorderBanners } from '../../../api/operations/reorderBanners';
import { updateBanner } from '../../../api/operations/updateBanner';
import { uploadEditorMedia } from '../../../api/operations/uploadEditorMedia';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { BannerForm } from './BannerForm';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { useEditorAction } from './use-editor-action';
import { ErrorAlert } from '../../../components/ErrorAlert';

type Audience = EditorBanner['audience'];

const toInput = ({ uuid: _uuid, banner_srcset: _srcset, ...input }: EditorBanner): BannerInput => input;

const SECTIONS: { audience: Audience; title: string; intro: string }[] = [
  { audience: 'guest', title: 'Guest banners', intro: 'The carousel of the home page before sign-in, in this order.' },
  { audience: 'member', title: 'Member banners', intro: 'The carousel of the members’ home page, in this order.' },
];

/** /editor/banners: the guest and the member banners, each list in display order. */
export function BannersPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorBannersQueryOptions(api, token));
  const act = useEditorAction('listEditorBanners');
  const [editing, setEditing] = useState<EditorBanner | { audience: Audience } | null>(null);
  const upload = async (dataUrl: string) => (await act(() => uploadEditorMedia(api, token, dataUrl))).path;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Banners</Title>
        <Text c="dimmed" size="sm">
          Drafts (unpublished banners) are kept here and shown to nobody. Changes show on the next page load of every guest and
          member.
        </Text>
      </div>
      {!data && !error && <LoadingOverlayScreen label="Loading the banners" />}
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
          {data && (
            <ContentList
              label={title}
              noun="banner"
              items={data.filter((banner) => banner.audience === audience)}
              idOf={(banner) => banner.uuid}
              titleOf={(banner) => banner.title}
              publishedOf={(banner) => banner.published}
              preview={(banner) => <MediaThumb path={banner.banner_asset} />}
              details={(banner) => (
                <Text size="xs" c="dimmed" truncate="end">
                  {banner.description}
                </Text>
              )}
              onReorder={(ids) => act(() => reorderBanners(api, token, { audience, ids }))}
              onSetPublished={(banner, published) =>
                act(() => updateBanner(api, token, banner.uuid, { ...toInput(banner), published }))
              }
              onEdit={setEditing}
              onDelete={(banner) => act(() => deleteBanner(api, token, banner.uuid))}
            />
          )}
        </ContentSection>
      ))}
      {editing && (
        <BannerForm
          banner={editing}
          upload={upload}
          save={(input) =>
            act(() => ('uuid' in editing ? updateBanner(api, token, editing.uuid, input) : createBanner(api, token, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
