import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SupportFormValues } from '../../../../machines/support-wizard.machine';
import { supportMessageRule, supportSubjectRule } from '../../../lib/validators';
import { AttachmentDropzone } from './AttachmentDropzone';

export interface SupportRequestFormProps {
  /** Reports each change's validity to the wizard, which decides whether Submit is enabled. */
  onValidityChange: (validity: { subjectValid: boolean; messageValid: boolean }) => void;
  /** From the wizard machine (`canSubmit`): subject and message are valid. */
  canSubmit: boolean;
  onSubmit: (values: SupportFormValues) => void;
  /** The step is not reached yet. Default false. */
  disabled?: boolean;
}

/** Reads a file as a data URL (the contract's field_support_image). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Step 3: subject, comments and an optional attachment (spec §2, §5). */
export function SupportRequestForm({ onValidityChange, canSubmit, onSubmit, disabled = false }: SupportRequestFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: { subject: supportSubjectRule, message: supportMessageRule },
    validateInputOnBlur: true,
    validateInputOnChange: true,
    onValuesChange: ({ subject, message }) =>
      onValidityChange({
        subjectValid: supportSubjectRule(subject) === null,
        messageValid: supportMessageRule(message) === null,
      }),
  });

  const send = async ({ subject, message }: { subject: string; message: string }) => {
    const attachment = file ? await readAsDataUrl(file) : null;
    onSubmit({ subject, message, attachment });
  };

  return (
    <form noValidate onSubmit={(event) => form.onSubmit(send)(event)}>
      <Stack gap="sm">
        <TextInput label="Subject" withAsterisk disabled={disabled} {...form.getInputProps('subject')} />
        <Textarea label="Comments" withAsterisk rows={5} disabled={disabled} {...form.getInputProps('message')} />
        <AttachmentDropzone file={file} onChange={setFile} error={fileError} onError={setFileError} disabled={disabled} />
        <Button type="submit" disabled={disabled || !canSubmit} mt="xs" style={{ alignSelf: 'flex-start' }} px="xl">
          Submit
        </Button>
      </Stack>
    </form>
  );
}
