import { Group, Loader, Switch } from '@mantine/core';
import type { Ref } from 'react';
import { useSessionView } from '../../../session/session-context';
import { useUserSettings } from '../../../api/operations/getUserSettings';
import { useUpdateEmailNotification } from '../../../api/operations/updateUser';
import { SettingRow } from './SettingRow';

export interface EmailNotificationsSettingProps {
  /** Called after the new value is saved. */
  onSaved: () => void;
  /** The switch's input, e.g. to focus it again after the saved dialog; none by default. */
  switchRef?: Ref<HTMLInputElement>;
}

/**
 * Spec §4: the Email Notifications toggle flips the boolean and saves it at once. Beside it the
 * state in words ('On' / 'Off'), and 'Saving…' with a spinner while the change is saved.
 */
export function EmailNotificationsSetting({ onSaved, switchRef }: EmailNotificationsSettingProps) {
  const { uid } = useSessionView();
  const settings = useUserSettings({ uid });
  const update = useUpdateEmailNotification(uid);
  const checked = settings.data?.emailNotification ?? true;

  return (
    <SettingRow label="Email Notifications" description="Get an email whenever a new notification is posted for you.">
      {settings.isPending ? (
        <Loader size="sm" aria-label="Loading settings" />
      ) : (
        <Group gap="xs" wrap="nowrap" aria-busy={update.isPending}>
          {update.isPending && <Loader size="xs" aria-hidden="true" />}
          <Switch
            ref={switchRef}
            size="md"
            aria-label="Email Notifications"
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => update.mutate(event.currentTarget.checked, { onSuccess: onSaved })}
            label={update.isPending ? 'Saving…' : checked ? 'On' : 'Off'}
            labelPosition="left"
            styles={{ label: { minWidth: '4.5em', textAlign: 'right', fontWeight: 600 } }}
          />
        </Group>
      )}
    </SettingRow>
  );
}
