import { Badge, Group, Paper, Title } from '@mantine/core';
import { forwardRef, useId, type ReactNode } from 'react';

export interface WizardStepProps {
  /** 1-based step number shown in the badge. */
  number: number;
  /** The step's question, also the region's accessible name. */
  title: string;
  /** A later step stays disabled until the earlier one has a choice (spec §2). */
  enabled: boolean;
  children: ReactNode;
}

/** One step of the support wizard: a labelled region whose controls are disabled until it is reached. */
export const WizardStep = forwardRef<HTMLElement, WizardStepProps>(function WizardStep(
  { number, title, enabled, children },
  ref,
) {
  const headingId = useId();
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={headingId}
      aria-disabled={!enabled || undefined}
      data-step={number}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ opacity: enabled ? 1 : 0.55, scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}
    >
      <Group gap="sm" mb="md" wrap="nowrap" align="center">
        <Badge size="lg" circle variant={enabled ? 'filled' : 'light'} aria-hidden>
          {number}
        </Badge>
        <Title order={2} id={headingId} fz={{ base: 'md', sm: 'lg' }}>
          <span className="visually-hidden">Step {number}: </span>
          {title}
        </Title>
      </Group>
      <fieldset disabled={!enabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </Paper>
  );
});
