import { Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateMidBanner } from '../../api/operations/createMidBanner';
import { useDeleteMidBanner } from '../../api/operations/deleteMidBanner';
import {
  listEditorMidBannersQueryOptions,
  type EditorMidBanner,
  type MidBannerInput,
} from '../../api/operations/listEditorMidBanners';
import { useReorderMidBanners } from '../../api/operations/reorderMidBanners';
import { useUpdateMidBanner } from '../../api/operations/updateMidBanner';
import { useUploadEditorMedia } from '../../api/operations/uploadEditorMedia';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { MidBannerForm } from './MidBannerForm';

const toInput = ({ id: _id, ...input }: EditorMidBanner): MidBannerInput => input;

/** The first words of a mid banner's body, to name it in the list. */
const headlineOf = (midBanner: EditorMidBanner) => {
  const text = new DOMParser().parseFromString(midBanner.body, 'text/html').body.textContent?.trim() ?? '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || 'Mid banner';
};

/** /editor/mid-banners: the mid banners; the guest home shows the first published one. */
export function MidBannersPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorMidBannersQueryOptions(api));
  const create = useCreateMidBanner();
  const remove = useDeleteMidBanner();
  const reorder = useReorderMidBanners();
  const update = useUpdateMidBanner();
  const uploadMedia = useUploadEditorMedia();
  const [editing, setEditing] = useState<EditorMidBanner | 'new' | null>(null);

  return (
    <>
      <ContentSection
        title="Mid banner"
        order={1}
        intro="The band in the middle of the guest home page. The first published one is shown; keep others as drafts for later."
        addLabel="Add a mid banner"
        onAdd={() => setEditing('new')}
        error={error?.message}
      >
        {!data && !error && <LoadingOverlayScreen label="Loading the mid banners" />}
        {data && (
          <ContentList
            label="Mid banners"
            noun="mid banner"
            items={data}
            idOf={(item) => item.id}
            titleOf={headlineOf}
            publishedOf={(item) => item.published}
            preview={(item) => <MediaThumb path={item.banner_asset} />}
            details={(item) => (
              <Text size="xs" c="dimmed" truncate="end">
                Link: {item.redirect_link}
              </Text>
            )}
            onReorder={(ids) => reorder.mutateAsync({ ids })}
            onSetPublished={(item, published) => update.mutateAsync({ id: item.id, body: { ...toInput(item), published } })}
            onEdit={setEditing}
            onDelete={(item) => remove.mutateAsync(item.id)}
          />
        )}
      </ContentSection>
      {editing && (
        <MidBannerForm
          midBanner={editing === 'new' ? null : editing}
          upload={async (dataUrl) => (await uploadMedia.mutateAsync(dataUrl)).path}
          save={(input) => (editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ id: editing.id, body: input }))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
