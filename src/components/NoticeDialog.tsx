import { Button, Stack, Text, type MantineSize } from '@mantine/core';
import type { RefObject } from 'react';
import { DialogFrame } from './DialogFrame';

export interface NoticeDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Escape or a click outside; also the button's action unless onAction is given. */
  onClose: () => void;
  /** Dialog heading (its accessible name). */
  title: string;
  /** The one sentence the dialog tells. */
  message: string;
  /** Label of the single button, e.g. 'Continue'. */
  actionLabel: string;
  /** What the button does; default onClose. */
  onAction?: () => void;
  /** Modal width; Mantine's default ('md') when unset. */
  size?: MantineSize;
  /** Where focus goes once the dialog has closed; default the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** A confirmation in the shared dialog frame: a message and one button, which takes the first focus. */
export function NoticeDialog({
  opened,
  onClose,
  title,
  message,
  actionLabel,
  onAction = onClose,
  size,
  returnFocusRef,
}: NoticeDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={title} size={size} returnFocusRef={returnFocusRef}>
      <Stack>
        <Text>{message}</Text>
        <Button onClick={onAction} data-autofocus>
          {actionLabel}
        </Button>
      </Stack>
    </DialogFrame>
  );
}
