import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ActiveSessions } from './components/ActiveSessions';
import { EmailNotificationsSetting } from './components/EmailNotificationsSetting';
import { MyResourcesSummary } from './components/MyResourcesSummary';
import { PreferenceSettings } from './components/PreferenceSettings';
import { ChangePasswordDialog } from './components/ChangePasswordDialog';
import { ConsentHistory } from './components/ConsentHistory';
import { DeleteAccountSetting } from './components/DeleteAccountSetting';
import { DownloadMyData } from './components/DownloadMyData';
import { ProfileUpdatedDialog } from './components/ProfileUpdatedDialog';
import { SettingRow } from './components/SettingRow';
import { SettingsSection } from './components/SettingsSection';
import { SignInHistory } from './components/SignInHistory';

/**
 * /settings (spec §2): Security (Change Password; active sessions and sign-in history, issue 13), Privacy (consents,
 * Download my data, Delete my account; issue 13), My Resources, Email Notifications (saved at once, then the
 * 'Congratulations' dialog, see docs/members-ui.md) and Preference (read-only).
 */
export function SettingsPage() {
  const [, navigate] = useLocation();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const [isSavedShown, setSavedShown] = useState(false);
  // The switch is disabled while it saves, so Mantine's own focus return would find nothing.
  const emailSwitchRef = useRef<HTMLInputElement>(null);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb={4}>
        Settings
      </Title>
      <Text c="dimmed" mb="lg">
        Manage your password, sessions, privacy, resources, notifications and preferences.
      </Text>
      <Stack gap="lg">
        <SettingsSection title="Security">
          <SettingRow label="Password" description="Change the password you log in with.">
            <Button onClick={() => setChangingPassword(true)}>Change Password</Button>
          </SettingRow>
          <ActiveSessions />
          <SignInHistory />
        </SettingsSection>
        <SettingsSection title="Privacy">
          <ConsentHistory />
          <DownloadMyData />
          <DeleteAccountSetting />
        </SettingsSection>
        <SettingsSection title="My Resources">
          <MyResourcesSummary />
        </SettingsSection>
        <SettingsSection title="Notifications">
          <EmailNotificationsSetting switchRef={emailSwitchRef} onSaved={() => setSavedShown(true)} />
        </SettingsSection>
        <SettingsSection title="Preference">
          <PreferenceSettings />
        </SettingsSection>
      </Stack>
      <ChangePasswordDialog opened={isChangingPassword} onClose={() => setChangingPassword(false)} />
      <ProfileUpdatedDialog
        opened={isSavedShown}
        onClose={() => setSavedShown(false)}
        onGoToProfile={() => navigate('/userProfile')}
        returnFocusRef={emailSwitchRef}
      />
    </Container>
  );
}
