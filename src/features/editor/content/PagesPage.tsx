import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useApi } from '../../../api/api-context';
import { createPage } from '../../../api/operations/createPage';
import { deletePage } from '../../../api/operations/deletePage';
import { listEditorPagesQueryOptions, type EditorPage, type PageInput } from '../../../api/operations/listEditorPages';
import { reorderPages } from '../../../api/operations/reorderPages';
import { updatePage } from '../../../api/operations/updatePage';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import type { EditorSession } from '../editor-session';
import { useEditorQuery } from '../use-editor-query';
import { ContentList } from './components/ContentList';
import { ContentSection } from './components/ContentSection';
import { PageForm } from './PageForm';
import { useEditorAction } from './use-editor-action';

const toInput = ({ id: _id, legal: _legal, version: _version, location, ...page }: EditorPage): PageInput => ({
  ...page,
  location: location === 'Footer' ? 'Footer' : '',
});

/** Where a page shows, its version, and why a legal page has no Delete or Unpublish. */
function PageDetails({ page }: { page: EditorPage }) {
  const where = page.location === 'Footer' ? 'in the footer' : 'by its link only';
  return (
    <Text size="xs" c="dimmed">
      /linkdetail/{page.slug_url} · {where}
      {page.version !== null && ` · version ${page.version}`}
      {page.legal && ' · Legal page: fixed address, always published, cannot be deleted'}
    </Text>
  );
}

/** /editor/pages: the basic landing pages (footer and link pages, the legal pages among them), in footer order. */
export function PagesPage({ session }: { session: EditorSession }) {
  const api = useApi();
  const token = session.access_token;
  const { data, error } = useEditorQuery(listEditorPagesQueryOptions(api, token));
  const act = useEditorAction('listEditorPages');
  const [editing, setEditing] = useState<EditorPage | 'new' | null>(null);

  return (
    <>
      <ContentSection
        title="Pages"
        order={1}
        intro="Pages at /linkdetail/<address>; those shown in the footer are listed there in this order. Every save that changes a page keeps it as a new version: History lists them and restores one."
        addLabel="Add a page"
        onAdd={() => setEditing('new')}
        error={error?.message}
      >
        {!data && !error && <LoadingOverlayScreen label="Loading the pages" />}
        {data && (
          <ContentList
            label="Pages"
            noun="page"
            items={data}
            idOf={(page) => page.id}
            titleOf={(page) => page.title}
            publishedOf={(page) => page.published}
            fixed={(page) => page.legal}
            details={(page) => <PageDetails page={page} />}
            actions={(page) => (
              <Button
                component={Link}
                href={`/editor/pages/${page.id}/history`}
                size="compact-sm"
                variant="default"
                aria-label={`History of “${page.title}”`}
              >
                History
              </Button>
            )}
            onReorder={(ids) => act(() => reorderPages(api, token, { ids }))}
            onSetPublished={(page, published) => act(() => updatePage(api, token, page.id, { ...toInput(page), published }))}
            onEdit={setEditing}
            onDelete={(page) => act(() => deletePage(api, token, page.id))}
          />
        )}
      </ContentSection>
      {editing && (
        <PageForm
          page={editing === 'new' ? null : editing}
          save={(input) =>
            act(() => (editing === 'new' ? createPage(api, token, input) : updatePage(api, token, editing.id, input)))
          }
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
