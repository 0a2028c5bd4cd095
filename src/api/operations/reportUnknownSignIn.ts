import { useMutation } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';

export interface NotMeLink {
  /** Third path segment of the emailed `/security/not-me/<uid>/<token>` link. */
  uid: string;
  /** Fourth path segment of the emailed link. */
  token: string;
}

/**
 * POST /api/user/security/not-me ("This wasn't me" from the new-browser email): ends every session
 * of the account, the caller's too, and mails a password-reset link. Public; the server's message.
 */
export async function reportUnknownSignIn(api: ApiClient, body: NotMeLink): Promise<string> {
  const result = await api.POST('/api/user/security/not-me', { body });
  return unwrap(result, 'Could not secure your account. Please try again.').message;
}

/** Sent only when the member presses the button: mail scanners open links, so never on load. */
export function useReportUnknownSignIn() {
  const api = useApi();
  return useMutation({ mutationFn: (link: NotMeLink) => reportUnknownSignIn(api, link) });
}
