import { PasswordChangedNotice } from '../features/accounts/components/PasswordChangedNotice';
import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';

export function App() {
  return (
    <AppLayout>
      <AppRoutes />
      <PasswordChangedNotice />
    </AppLayout>
  );
}
