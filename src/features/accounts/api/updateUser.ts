import { unwrap, type ApiClient } from '../../../api/client';

export interface ChangePasswordInput {
  uid: string;
  existing: string;
  value: string;
}

/** PATCH /user/{uid} with `pass: [{existing, value}]` (spec §3); the server message on failure. */
export async function changePassword(api: ApiClient, { uid, existing, value }: ChangePasswordInput): Promise<void> {
  const result = await api.PATCH('/user/{uid}', {
    params: { path: { uid }, query: { _format: 'json' } },
    body: { pass: [{ existing, value }] },
  });
  unwrap(result, 'Could not update details.');
}
