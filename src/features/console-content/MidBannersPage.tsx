import { Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateMidBanner } from '../../api/operations/createMidBanner';
import {
  listEditorMidBannersKey,
  listEditorMidBannersQueryOptions,
  type EditorMidBanner,
} from '../../api/operations/listEditorMidBanners';
import { useReorderMidBanners } from '../../api/operations/reorderMidBanners';
import { useUpdateMidBanner } from '../../api/operations/updateMidBanner';
import { useUploadEditorMedia } from '../../api/operations/uploadEditorMedia';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { MidBannerForm } from './MidBannerForm';

/** /editor/mid-banners: the mid banners; the guest home shows the first published one. */
export function MidBannersPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorMidBannersQueryOptions(api));
  const create = useCreateMidBanner();
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
        <ContentBrowser
          kind="mid-banners"
          itemsKey={listEditorMidBannersKey}
          label="Mid banners"
          noun="mid banner"
          items={data}
          idOf={(item) => item.id}
          preview={(item) => <MediaThumb path={item.banner_asset} />}
          details={(item) => (
            <Text size="xs" c="dimmed" truncate="end">
              Link: {item.redirect_link}
            </Text>
          )}
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
        />
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
