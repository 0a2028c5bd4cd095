import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { listEditorPagesQueryOptions } from '../../api/operations/listEditorPages';
import { listPageVersionsQueryOptions, type PageVersionSummary } from '../../api/operations/listPageVersions';
import { useMarkPageVersionMaterial } from '../../api/operations/markPageVersionMaterial';
import { useRestorePageVersion } from '../../api/operations/restorePageVersion';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { useDocumentTitle } from '../../lib/document-title';
import { MarkMaterialDialog } from './history/MarkMaterialDialog';
import { RestoreVersionDialog } from './history/RestoreVersionDialog';
import { VersionTable } from './history/VersionTable';
import { ViewVersionDialog } from './history/ViewVersionDialog';
import { useBusyCall } from '../../components/console/use-busy-call';
import { ErrorAlert } from '../../components/ErrorAlert';

type Dialog = { kind: 'view' | 'restore' | 'material'; version: PageVersionSummary } | null;

/** /editor/pages/:id/history: a page's versions, newest first; view, restore one, or mark a legal page's version material. */
export function PageHistoryPage({ pageId }: { /** The page's id, from the address. */ pageId: string }) {
  const api = useEditorApi();
  const headingId = useId();
  const pages = useQuery(listEditorPagesQueryOptions(api));
  const versions = useQuery(listPageVersionsQueryOptions(api, pageId));
  const restore = useRestorePageVersion();
  const markMaterial = useMarkPageVersionMaterial();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, failure, setFailure, run: attempt } = useBusyCall();
  const [status, setStatus] = useState('');
  const page = pages.data?.find((candidate) => candidate.id === pageId);
  const title = page?.title ?? 'Page';
  useDocumentTitle(`History of ${title} · Editor console`);

  const open = (kind: 'view' | 'restore' | 'material') => (version: PageVersionSummary) => {
    setFailure(null);
    setDialog({ kind, version });
  };
  /** Runs a change; once it has succeeded, closes the dialog and announces `done`. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    if (!(await attempt(call))) return;
    setDialog(null);
    setStatus(done);
  };
  const newest = versions.data?.[0]?.version ?? 0;
  const error = pages.error ?? versions.error;

  return (
    <Stack gap="xs">
      <Anchor component={Link} href="/editor/pages" size="sm">
        ← All pages
      </Anchor>
      <Title order={1} id={headingId}>
        History of “{title}”
      </Title>
      <Text c="dimmed" size="sm">
        Every save that changes the page keeps its content as a new version; the newest is the page as it is. Restoring a version
        saves its content again as the newest version.
        {page?.legal &&
          ' Mark a version as material when members must accept the page again: it adds a consent version, and every member is asked on their next visit.'}
      </Text>
      <ErrorAlert>{error?.message}</ErrorAlert>
      <Text size="sm" role="status" c="dimmed" mih={20}>
        {status}
      </Text>
      {!versions.data && !error && <LoadingOverlayScreen label="Loading the versions" />}
      {versions.data && (
        <VersionTable
          versions={versions.data}
          labelledBy={headingId}
          legal={page?.legal ?? false}
          onView={open('view')}
          onRestore={open('restore')}
          onMarkMaterial={open('material')}
        />
      )}
      {dialog?.kind === 'view' && (
        <ViewVersionDialog pageId={pageId} version={dialog.version.version} onClose={() => setDialog(null)} />
      )}
      <RestoreVersionDialog
        version={dialog?.kind === 'restore' ? dialog.version.version : null}
        next={newest + 1}
        busy={busy}
        error={failure}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          const { version } = dialog!.version;
          void run(() => restore.mutateAsync({ id: pageId, version }), `Version ${version} restored as version ${newest + 1}.`);
        }}
      />
      {dialog?.kind === 'material' && (
        <MarkMaterialDialog
          version={dialog.version.version}
          pageTitle={title}
          busy={busy}
          error={failure}
          onCancel={() => setDialog(null)}
          onConfirm={(summary) => {
            const { version } = dialog.version;
            void run(
              () => markMaterial.mutateAsync({ id: pageId, version, summary }),
              `Version ${version} is material: members will be asked to accept “${title}” again.`,
            );
          }}
        />
      )}
    </Stack>
  );
}
