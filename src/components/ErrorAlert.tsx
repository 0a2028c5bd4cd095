import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What went wrong, said at once to screen readers (role alert); nothing while there is no message. */
export function ErrorAlert({ children, ...props }: Omit<AlertProps, 'color' | 'variant' | 'role'> & { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" role="alert" {...props}>
      {children}
    </Alert>
  );
}
