import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreatePage } from '../../api/operations/createPage';
import { listEditorPagesKey, listEditorPagesQueryOptions, type EditorPage } from '../../api/operations/listEditorPages';
import { useReorderPages } from '../../api/operations/reorderPages';
import { useUpdatePage } from '../../api/operations/updatePage';
import { ContentBrowser } from './components/ContentBrowser';
import { ContentSection } from './components/ContentSection';
import { PageForm } from './PageForm';

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
export function PagesPage() {
  const api = useEditorApi();
  const { data, error } = useQuery(listEditorPagesQueryOptions(api));
  const create = useCreatePage();
  const reorder = useReorderPages();
  const update = useUpdatePage();
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
        <ContentBrowser
          kind="pages"
          itemsKey={listEditorPagesKey}
          label="Pages"
          noun="page"
          items={data}
          idOf={(page) => page.id}
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
          onReorder={(ids) => reorder.mutateAsync({ ids })}
          onEdit={setEditing}
        />
      </ContentSection>
      {editing && (
        <PageForm
          page={editing === 'new' ? null : editing}
          save={(input) => (editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ id: editing.id, body: input }))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
