import { Alert, List, Loader, Modal, Text } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { memberSubscriptionsQueryOptions } from '../../../api/operations/listEditorMemberSubscriptions';
import type { EditorMember } from '../../../api/operations/listEditorMembers';
import { formatDate } from '../../../lib/format-date';
import { useEditorQuery } from '../use-editor-query';

interface SubscriptionsDialogProps {
  accessToken: string;
  /** Whose subscriptions to show; null while closed. */
  member: EditorMember | null;
  onClose: () => void;
}

const STATUS_TEXT = { pending: 'waiting for approval', approved: 'approved' } as const;

/** A member's subscriptions (pending and approved) in a dialog. */
export function SubscriptionsDialog({ accessToken, member, onClose }: SubscriptionsDialogProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Subscriptions of ${member.name}` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {member && <SubscriptionList accessToken={accessToken} uid={member.uid} />}
    </Modal>
  );
}

function SubscriptionList({ accessToken, uid }: { accessToken: string; uid: string }) {
  const api = useApi();
  const { data, error } = useEditorQuery(memberSubscriptionsQueryOptions(api, accessToken, uid));
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    );
  if (!data) return <Loader size="sm" aria-label="Loading the subscriptions" />;
  if (data.length === 0) return <Text>No subscriptions.</Text>;
  return (
    <List aria-label="Subscriptions">
      {data.map((row) => (
        <List.Item key={row.nid}>
          {row.title}: {STATUS_TEXT[row.status]}, asked {formatDate(row.requested_at)}
        </List.Item>
      ))}
    </List>
  );
}
