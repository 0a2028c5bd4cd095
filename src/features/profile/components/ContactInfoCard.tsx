import { TextInput } from '@mantine/core';
import { ProfileSection } from './ProfileSection';

/** Spec §2/§6: Contact Info with the email, which can never be edited here. */
export function ContactInfoCard({ mail }: { /** The member's email (read-only). */ mail: string }) {
  return (
    <ProfileSection title="Contact Info" titleId="contact-info-title">
      <TextInput
        label="Email"
        value={mail}
        readOnly
        variant="filled"
        description="The email you registered with and log in with; it cannot be changed here."
        autoComplete="email"
      />
    </ProfileSection>
  );
}
