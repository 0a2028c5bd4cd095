import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';

export function App() {
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
