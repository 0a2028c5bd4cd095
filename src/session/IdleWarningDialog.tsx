import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface IdleWarningDialogProps {
  opened: boolean;
  /** The countdown's start (the idle machine's warning length, 2 minutes by default). */
  durationMs: number;
  /** Stay signed in: also Escape, the close icon and a click outside. */
  onStay: () => void;
  onSignOut: () => void;
}

/** '2:00', '1:59', ... '0:00': whole seconds left, rounded up. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left, from when it mounts (the dialog opened): re-rendered four times a second. */
function Countdown({ durationMs }: { durationMs: number }) {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text component="time" fw={700} data-testid="idle-countdown">
      {formatCountdown(deadline - now)}
    </Text>
  );
}

/**
 * Issue 13: two minutes before the idle logout, "You will be signed out in 2:00 for inactivity"
 * with a live m:ss countdown. The body is the dialog's description (Mantine's aria-describedby); the
 * ticking time itself is not a live region, so a screen reader is not interrupted every second.
 */
export function IdleWarningDialog({ opened, durationMs, onStay, onSignOut }: IdleWarningDialogProps) {
  return (
    // Mantine Modal (role dialog, focus trap, Escape): styled like components/DialogFrame, which
    // this layer may not import. Escape, the close icon and a click outside all mean "stay".
    <Modal
      opened={opened}
      onClose={onStay}
      title="Are you still there?"
      centered
      size="sm"
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Stay signed in and close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text mb="lg">You will be signed out in {opened && <Countdown durationMs={durationMs} />} for inactivity.</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onSignOut}>
          Sign out
        </Button>
        <Button onClick={onStay} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
