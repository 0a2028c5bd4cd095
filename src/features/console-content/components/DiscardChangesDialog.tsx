import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * Asks before a form with changes closes: Keep editing (focused; also Escape) or Discard changes.
 * The focus is put on Keep editing once the dialog is shown, and again when its transition ends or
 * focus lands outside it. In Chromium the Escape that opened the question also reached Mantine's
 * Escape handling of the question itself, closing it at once and leaving the focus on the form's
 * × (the old "Known gap"): a close request (Escape, ×) counts only once the question has been
 * painted. When the dialog has closed, `onClosed` runs (the form gives the focus back).
 */
export function DiscardChangesDialog({
  opened,
  onKeepEditing,
  onDiscard,
  onClosed,
}: {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  onClosed?: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const focusKeep = () => {
    if (keep.current && document.activeElement !== keep.current) keep.current.focus();
  };
  // The Escape that opened the question must not also answer it (it reaches the window's listeners
  // after the question is shown): a close request counts once the question has been painted.
  const answerable = useRef(false);
  const keepEditing = () => {
    if (answerable.current) onKeepEditing();
  };
  useEffect(() => {
    if (!opened) return undefined;
    answerable.current = false;
    const frame = requestAnimationFrame(() => {
      answerable.current = true;
      focusKeep();
    });
    // The question is modal: focus that lands outside it (the form's dialog taking it back) returns to Keep editing.
    const keepInside = (event: FocusEvent) => {
      const question = keep.current?.closest('[role="dialog"]');
      if (question && event.target instanceof Node && !question.contains(event.target)) focusKeep();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      cancelAnimationFrame(frame);
      answerable.current = false;
      document.removeEventListener('focusin', keepInside);
    };
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={keepEditing}
      onEnterTransitionEnd={focusKeep}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title="Discard your changes?"
      centered
      size="sm"
      zIndex={300}
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Close and keep editing' }}
    >
      <Stack gap="md">
        <Text size="sm">What you changed in this form has not been saved. It is lost if you close the form now.</Text>
        <Group justify="flex-end">
          <Button ref={keep} variant="default" onClick={onKeepEditing} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
