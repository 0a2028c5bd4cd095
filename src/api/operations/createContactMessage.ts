import type { SubmitSupportRequestInput } from '../../../machines/support-wizard.machine';
import { GUEST_BEARER_PLACEHOLDER, unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

/*
 * POST /entity/contact_message carries two forms (spec §3): the guest help form ('Contact Us For
 * Help', contact_form need_help_form) and the members' support request (contact_form support).
 * No cached data depends on a sent message, so neither invalidates anything.
 */

export type ContactMessage = components['schemas']['ContactMessage'];
export type SupportRequest = components['schemas']['SupportRequest'];

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

/** The help form, sent with the fixed guest bearer (spec §6), even by a signed-in member. */
export async function createHelpMessage(api: ApiClient, values: HelpFormValues): Promise<void> {
  const result = await api.POST('/entity/contact_message', {
    body: helpMessageBody(values),
    headers: { Authorization: `Bearer ${GUEST_BEARER_PLACEHOLDER}` },
  });
  unwrap(result, 'Could not create quote.');
}

/** Who sends a support request: the signed-in member, from the session (spec §3). */
export interface SupportSender {
  uid: string;
  /** Display name: first and last name. */
  name: string;
  /** The account email (the session's current_user.name). */
  mail: string;
}

/**
 * Spec §3 support payload: every field an object with a value; field_resource is the resource
 * title, ' - ' and the reason; field_support_image a data URL, or '' without an attachment.
 */
export function supportRequestBody(
  { resource, reason, values }: SubmitSupportRequestInput,
  sender: SupportSender,
): SupportRequest {
  return {
    contact_form: { target_id: 'support' },
    name: { value: sender.name },
    subject: { value: values.subject },
    mail: { value: sender.mail },
    message: { value: values.message },
    field_userid: { value: sender.uid },
    field_support_image: { value: values.attachment ?? '' },
    field_resource: { value: `${resource.title} - ${reason}` },
  };
}

/** A member's support request (bearer): the support-wizard machine's `submitSupportRequest` actor. */
export async function createSupportRequest(
  api: ApiClient,
  input: SubmitSupportRequestInput,
  sender: SupportSender,
): Promise<void> {
  unwrap(await api.POST('/entity/contact_message', { body: supportRequestBody(input, sender) }), 'Could not create quote.');
}
