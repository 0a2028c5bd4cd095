import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InboxMessage } from '../../api/operations/listInboxMessages';
import type { InboxReply } from '../../api/operations/replyToInboxMessage';
import { useBusyCall } from '../../components/console/use-busy-call';
import { REPLY_LIMITS, bodyError, replySubject, subjectError } from './reply-rules';
import { ErrorAlert } from '../../components/ErrorAlert';

interface ReplyDialogProps {
  /** The message answered; null while closed. */
  message: InboxMessage | null;
  onSend: (reply: InboxReply) => Promise<void>;
  onClose: () => void;
}

/** The reply form: Subject ("Re: …") and Message, plain text; Cancel has the focus first. */
export function ReplyDialog({ message, onSend, onClose }: ReplyDialogProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message ? `Reply to ${message.name}` : 'Reply'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {message && <ReplyForm key={message.id} message={message} onSend={onSend} onClose={onClose} />}
    </Modal>
  );
}

function ReplyForm({ message, onSend, onClose }: ReplyDialogProps & { message: InboxMessage }) {
  const { busy, failure, run } = useBusyCall();
  const form = useForm<InboxReply>({
    mode: 'controlled',
    initialValues: { subject: replySubject(message.subject), body: '' },
    validate: { subject: subjectError, body: bodyError },
  });
  const send = (reply: InboxReply) => run(() => onSend(reply));

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void send(values))}>
      <Stack gap="md">
        <TextInput label="To" value={`${message.name} <${message.email}>`} readOnly />
        <TextInput label="Subject" required maxLength={REPLY_LIMITS.subject} {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          description="Plain text. The original message is quoted below it; answers come back to your address."
          required
          rows={8}
          maxLength={REPLY_LIMITS.body}
          {...form.getInputProps('body')}
        />
        <ErrorAlert>{failure}</ErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
