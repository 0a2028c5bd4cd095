import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import { getUserSettingsQueryOptions, type UserSettings } from './getUserSettings';

/** PATCH /user/{uid}?_format=json with `field_email_notification: {value}` (spec §3 settings shape). */
export async function updateEmailNotification(api: ApiClient, { uid, value }: { uid: string; value: boolean }): Promise<void> {
  const result = await api.PATCH('/user/{uid}', {
    params: { path: { uid }, query: { _format: 'json' } },
    body: { field_email_notification: { value } },
  });
  unwrap(result, 'Could not update details.');
}

/**
 * Saves the email-notification toggle at once (spec §4). The switch moves immediately (optimistic);
 * a failure puts it back and is only logged (spec §8); either way the settings are re-read.
 */
export function useUpdateEmailNotification(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = getUserSettingsQueryOptions(api, uid);
  return useMutation({
    mutationFn: (value: boolean) => updateEmailNotification(api, { uid: uid ?? '', value }),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<UserSettings>(queryKey);
      queryClient.setQueryData<UserSettings>(queryKey, { emailNotification: value });
      return { previous };
    },
    onError: (error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      console.error(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
