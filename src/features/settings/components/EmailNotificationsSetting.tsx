import { Loader, Switch } from '@mantine/core';
import { useSessionView } from '../../../app/session/session-context';
import { useUserSettings } from '../api/getUserSettings';
import { useUpdateEmailNotification } from '../api/updateUser';
import { SettingRow } from './SettingRow';

export interface EmailNotificationsSettingProps {
  /** Called after the new value is saved. */
  onSaved: () => void;
}

/** Spec §4: the Email Notifications toggle flips the boolean and saves it at once. */
export function EmailNotificationsSetting({ onSaved }: EmailNotificationsSettingProps) {
  const { uid } = useSessionView();
  const settings = useUserSettings({ uid });
  const update = useUpdateEmailNotification(uid);
  const checked = settings.data?.emailNotification ?? true;

  return (
    <SettingRow label="Email Notifications" description="Get an email whenever a new notification is posted for you.">
      {settings.isPending ? (
        <Loader size="sm" aria-label="Loading settings" />
      ) : (
        <Switch
          size="md"
          aria-label="Email Notifications"
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => update.mutate(event.currentTarget.checked, { onSuccess: onSaved })}
          onLabel="ON"
          offLabel="OFF"
        />
      )}
    </SettingRow>
  );
}
