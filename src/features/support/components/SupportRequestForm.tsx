import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SupportFormValues } from '../../../../machines/support-wizard.machine';
import { supportMessageRule, subjectRule } from '../../../lib/validators';
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

/** Longest file name sent (the contract allows 1,000 percent-encoded characters). */
const MAX_NAME = 150;

/** RFC 2397 parameter value: percent-encoded, including the characters encodeURIComponent leaves. */
function encodeName(name: string): string {
  // A long name keeps its extension: '…very long title.pdf'.
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(name)?.[0] ?? '';
  const short = name.length <= MAX_NAME ? name : `${name.slice(0, MAX_NAME - extension.length)}${extension}`;
  return encodeURIComponent(short).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Reads a file as a data URL (the contract's field_support_image) carrying its original name as a
 * `;name=` parameter, so the support mail's attachment keeps the member's file name.
 */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(file.name ? url.replace(/;base64,/, `;name=${encodeName(file.name)};base64,`) : url);
    };
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
    validate: { subject: subjectRule, message: supportMessageRule },
    validateInputOnBlur: true,
    validateInputOnChange: true,
    onValuesChange: ({ subject, message }) =>
      onValidityChange({
        subjectValid: subjectRule(subject) === null,
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
