import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { RichTextField } from '../../components/console/RichTextField';
import { AudienceFields } from './AudienceFields';
import { EMPTY_COMPOSE, SUBJECT_MAX, composeErrors, type ComposeValues } from './compose-rules';
import { PreviewDialog } from './PreviewDialog';

interface ComposeFormProps {
  /** Sends (or schedules) it; resolves with the outcome line, rejects with the server's message. */
  onSend: (values: ComposeValues) => Promise<void>;
}

/** Compose: subject, rich-text message, audience and timing; Preview shows it and its reach before sending. */
export function ComposeForm({ onSend }: ComposeFormProps) {
  const [previewing, setPreviewing] = useState<ComposeValues | null>(null);
  // A new editor after each send, so the rich-text field starts empty again.
  const [round, setRound] = useState(0);
  const form = useForm<ComposeValues>({
    mode: 'controlled',
    initialValues: EMPTY_COMPOSE,
    validate: (values) => composeErrors(values),
  });
  const { timing, message } = form.getValues();
  return (
    <>
      <form noValidate onSubmit={form.onSubmit((values) => setPreviewing(values))} aria-label="Compose a notification">
        <Stack gap="md">
          <TextInput label="Subject" required maxLength={SUBJECT_MAX} {...form.getInputProps('subject')} />
          <RichTextField
            key={round}
            label="Message"
            description="Members read it in the portal; the email carries its text and a link."
            value={message}
            error={form.errors.message as string | undefined}
            onChange={(html) => form.setFieldValue('message', html)}
          />
          <AudienceFields form={form} />
          <Radio.Group label="When" {...form.getInputProps('timing')}>
            <Group mt={4}>
              <Radio value="now" label="Send now" />
              <Radio value="schedule" label="Schedule" />
            </Group>
          </Radio.Group>
          {timing === 'schedule' && (
            <TextInput
              type="datetime-local"
              label="Send at"
              description="Your local time. Members see it, and the emails go, from then on."
              required
              {...form.getInputProps('sendAt')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit">Preview</Button>
          </Group>
        </Stack>
      </form>
      <PreviewDialog
        values={previewing}
        onClose={() => setPreviewing(null)}
        onSend={async (values) => {
          await onSend(values);
          setPreviewing(null);
          form.reset();
          setRound(round + 1);
        }}
      />
    </>
  );
}
