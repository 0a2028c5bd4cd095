import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { GUEST_BEARER_PLACEHOLDER, unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type ContactMessage = components['schemas']['ContactMessage'];

export interface HelpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  subject: string;
  comments: string;
  /** Invisible-captcha token, when captcha is configured. */
  captcha?: string;
}

const one = <T>(value: T) => [{ value }];

/** Spec §3 help-form payload: every field an array of `{value}`, name = first + ' ' + last. */
export function helpMessageBody({
  firstName,
  lastName,
  email,
  country,
  subject,
  comments,
  captcha,
}: HelpFormValues): ContactMessage {
  return {
    contact_form: [{ target_id: 'need_help_form' }],
    name: one(`${firstName} ${lastName}`),
    mail: one(email),
    field_country: one(country),
    subject: one(subject),
    message: one(comments),
    ...(captcha ? { captcha } : {}),
  };
}

/** POST /entity/contact_message with the fixed guest bearer (spec §6), even for a signed-in member. */
export async function createContactMessage(api: ApiClient, values: HelpFormValues): Promise<void> {
  const result = await api.POST('/entity/contact_message', {
    body: helpMessageBody(values),
    headers: { Authorization: `Bearer ${GUEST_BEARER_PLACEHOLDER}` },
  });
  unwrap(result, 'Could not create quote.');
}

/** A plain mutation: nothing cached depends on a sent message. */
export function useCreateContactMessage() {
  const api = useApi();
  return useMutation({ mutationFn: (values: HelpFormValues) => createContactMessage(api, values) });
}
