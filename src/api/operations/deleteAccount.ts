import { useMutation } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';

/**
 * POST /api/user/account/delete (bearer): deletes the member's account after checking the password
 * again. A wrong password is 400 with the server's message; afterwards every session has ended,
 * so the caller signs out locally (no logout call: the token is already dead).
 */
export async function deleteAccount(api: ApiClient, pass: string): Promise<{ message: string }> {
  return unwrap(await api.POST('/api/user/account/delete', { body: { pass } }), 'Could not delete your account.');
}

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({ mutationFn: (pass: string) => deleteAccount(api, pass) });
}
