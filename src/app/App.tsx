import { ChangePasswordDialog } from '../features/accounts';
import { PasswordChangedNotice } from '../features/accounts/components/PasswordChangedNotice';
import { SettingsSlotsContext } from '../features/settings';
import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';

// Settings opens the accounts feature's Change Password dialog; features meet only here.
const settingsSlots = { ChangePasswordDialog };

export function App() {
  return (
    <SettingsSlotsContext.Provider value={settingsSlots}>
      <AppLayout>
        <AppRoutes />
        <PasswordChangedNotice />
      </AppLayout>
    </SettingsSlotsContext.Provider>
  );
}
