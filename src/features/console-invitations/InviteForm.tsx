import { Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { InvitationInput } from '../../api/operations/createEditorInvitation';
import { messageOf } from '../../components/console/message-of';

const EMPTY: InvitationInput = { email: '', first: '', last: '', company: '', country: '' };

interface InviteFormProps {
  /** Countries the registration offers, as Select options (value: the id). */
  countries: { value: string; label: string }[];
  /** Sends the invitation; answers the message to say. */
  onInvite: (input: InvitationInput) => Promise<string>;
  onDone: (message: string) => void;
}

/** Invite one distributor: the values the invitation carries (the server checks them with the CLI's rules). */
export function InviteForm({ countries, onInvite, onDone }: InviteFormProps) {
  const form = useForm<InvitationInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      email: (value) => (value.trim() ? null : 'Please enter email'),
      first: (value) => (value.trim() ? null : 'Please enter first name'),
      last: (value) => (value.trim() ? null : 'Please enter last name'),
      company: (value) => (value.trim() ? null : 'Please enter company name'),
      country: (value) => (value ? null : 'Please select the country.'),
    },
  });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const country = form.getInputProps('country');

  const submit = async (values: InvitationInput) => {
    setSending(true);
    setError(null);
    try {
      onDone(await onInvite({ ...values, email: values.email.trim() }));
      form.reset();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))} aria-label="Invite a distributor">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput label="Email" type="email" required maxLength={254} {...form.getInputProps('email')} />
        <TextInput label="First name" required maxLength={15} {...form.getInputProps('first')} />
        <TextInput label="Last name" required maxLength={20} {...form.getInputProps('last')} />
        <TextInput label="Company" required maxLength={100} {...form.getInputProps('company')} />
        <Select
          label="Country"
          required
          searchable
          placeholder="Type to search"
          nothingFoundMessage="No country found"
          maxDropdownHeight={260}
          data={countries}
          {...country}
          value={country.value || null}
          onChange={(value) => country.onChange(value ?? '')}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm" align="center">
        <Button type="submit" loading={sending}>
          Send invitation
        </Button>
      </Group>
      {error && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}
