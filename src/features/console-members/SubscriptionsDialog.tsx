import { Alert, List, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { memberSubscriptionsQueryOptions } from '../../api/operations/listEditorMemberSubscriptions';
import type { EditorMember } from '../../api/operations/listEditorMembers';
import { formatDate } from '../../lib/format-date';

interface SubscriptionsDialogProps {
  /** Whose subscriptions to show; null while closed. */
  member: EditorMember | null;
  onClose: () => void;
}

const STATUS_TEXT = { pending: 'waiting for approval', approved: 'approved' } as const;

/** A member's subscriptions (pending and approved) in a dialog. */
export function SubscriptionsDialog({ member, onClose }: SubscriptionsDialogProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Subscriptions of ${member.name}` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {member && <SubscriptionList uid={member.uid} />}
    </Modal>
  );
}

function SubscriptionList({ uid }: { uid: string }) {
  const api = useEditorApi();
  const { data, error } = useQuery(memberSubscriptionsQueryOptions(api, uid));
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
