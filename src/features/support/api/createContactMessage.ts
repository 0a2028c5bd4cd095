import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import type { SubmitSupportRequestInput } from '../../../../machines/support-wizard.machine';

export type SupportRequest = components['schemas']['SupportRequest'];

/** Who sends the request: the signed-in member, from the session (spec §3). */
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

/**
 * POST /entity/contact_message (bearer) with contact_form 'support'. Used as the support-wizard
 * machine's `submitSupportRequest` actor (no cached data depends on it, so no query hook).
 */
export async function createContactMessage(
  api: ApiClient,
  input: SubmitSupportRequestInput,
  sender: SupportSender,
): Promise<void> {
  unwrap(await api.POST('/entity/contact_message', { body: supportRequestBody(input, sender) }), 'Could not create quote.');
}
