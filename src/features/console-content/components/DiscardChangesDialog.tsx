import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before a form with changes closes: Keep editing (focused; also Escape) or Discard changes. */
export function DiscardChangesDialog({
  opened,
  onKeepEditing,
  onDiscard,
}: {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
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
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
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
