import { Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../../api/editor-api-context';
import { getPageVersionQueryOptions } from '../../../api/operations/getPageVersion';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDateTime } from '../../../lib/format-date';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface ViewVersionDialogProps {
  pageId: string;
  version: number;
  onClose: () => void;
}

/** One version as it read: its title, address and body. */
export function ViewVersionDialog({ pageId, version, onClose }: ViewVersionDialogProps) {
  const api = useEditorApi();
  const { data, error } = useQuery(getPageVersionQueryOptions(api, pageId, version));
  return (
    <Modal opened onClose={onClose} title={`Version ${version}`} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      <ErrorAlert>{error?.message}</ErrorAlert>
      {!data && !error && <LoadingOverlayScreen label="Loading the version" />}
      {data && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Saved {formatDateTime(data.saved)} by {data.saved_by} · /linkdetail/{data.slug_url} ·{' '}
            {data.location === 'Footer' ? 'in the footer' : 'by its link only'}
          </Text>
          <Title order={2}>{data.title}</Title>
          <SafeHtml html={data.body} component="article" />
        </Stack>
      )}
    </Modal>
  );
}
