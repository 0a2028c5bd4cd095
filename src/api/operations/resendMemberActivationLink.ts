import { unwrap, type ApiClient } from '../client';

/** POST /api/editor/members/{uid}/activation-link: mails a fresh activation link; answers the server's message. */
export async function resendMemberActivationLink(api: ApiClient, accessToken: string, uid: string): Promise<{ message: string }> {
  const result = await api.POST('/api/editor/members/{uid}/activation-link', {
    params: { path: { uid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not send the activation link.');
}
