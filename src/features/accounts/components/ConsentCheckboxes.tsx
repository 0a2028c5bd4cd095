import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** Spec §2: consent links open /linkdetail/{linkName} in a new tab. */
function PageLink({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <Anchor href={`/linkdetail/${slug}`} target="_blank" rel="noopener noreferrer" inherit>
      {children}
    </Anchor>
  );
}

export interface ConsentValues {
  consentMessages: boolean;
  consentTerms: boolean;
}

/** The two consent checkboxes of both registration forms; both must be checked. */
export function ConsentCheckboxes<V extends ConsentValues>({
  form,
}: {
  /** The registration form. */ form: UseFormReturnType<V>;
}) {
  return (
    <Stack gap="xs">
      <Checkbox
        {...form.getInputProps('consentMessages', { type: 'checkbox' })}
        label={
          <>
            I agree to receive <PageLink slug="messages-organization">messages from the organization</PageLink>.
          </>
        }
      />
      <Checkbox
        {...form.getInputProps('consentTerms', { type: 'checkbox' })}
        label={
          <>
            I accept the <PageLink slug="terms-service">Terms of Service</PageLink>, the{' '}
            <PageLink slug="privacy-statement">Privacy Statement</PageLink> and the{' '}
            <PageLink slug="cookie-policy">Cookie Policy</PageLink>.
          </>
        }
      />
    </Stack>
  );
}
