import { Text } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { createMidBanner } from '../../../api/operations/createMidBanner';
import { deleteMidBanner } from '../../../api/operations/deleteMidBanner';
import {
  listEditorMidBannersQueryOptions,
  type EditorMidBanner,
  type MidBannerInput,
} from '../../../api/operations/listEditorMidBanners';
import { reorderMidBanners } from '../../../api/operations/reorderMidBanners';
import { updateMidBanner } from '../../../api/operations/updateMidBanner';
import { uploadEditorMedia } from '../../../api/operations/uploadEditorMedia';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { MediaThumb } from './components/MediaThumb';
import { MidBannerForm } from './MidBannerForm';
import { useEditorAction } from './use-editor-action';

const toInput = ({ id: _id, ...input }: EditorMidBanner): MidBannerInput => input;

/** The first words of a mid banner's body, to name it in the list. */
const headlineOf = (midBanner: EditorMidBanner) => {
  const text = new DOMParser().parseFromString(midBanner.body, 'text/html').body.textContent?.trim() ?? '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || 'Mid banner';
};

/** /editor/mid-banners: the mid banners; the guest home shows the first published one. */
export function MidBannersPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorMidBannersQueryOptions(api, token));
  const act = useEditorAction('listEditorMidBanners');
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
            onReorder={(ids) => act(() => reorderMidBanners(api, token, { ids }))}
            onSetPublished={(item, published) => act(() => updateMidBanner(api, token, item.id, { ...toInput(item), published }))}
            onEdit={setEditing}
            onDelete={(item) => act(() => deleteMidBanner(api, token, item.id))}
          />
        )}
      </ContentSection>
      {editing && (
        <MidBannerForm
          midBanner={editing === 'new' ? null : editing}
          upload={async (dataUrl) => (await act(() => uploadEditorMedia(api, token, dataUrl))).path}
          save={(input) =>
            act(() => (editing === 'new' ? createMidBanner(api, token, input) : updateMidBanner(api, token, editing.id, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
