import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A console list's failure: a red alert the editor can dismiss ("Dismiss"), shown while `children` is set. */
export function DismissibleAlert({ children, onDismiss, mb }: { children: ReactNode; onDismiss: () => void; mb?: string }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb={mb} withCloseButton onClose={onDismiss} closeButtonLabel="Dismiss">
      {children}
    </Alert>
  );
}
