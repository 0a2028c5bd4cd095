import { Button, Group } from '@mantine/core';

interface FilterActionsProps {
  /** The submit button's text (the form applies its filters on submit, Enter included). */
  submitLabel?: string;
  /** Empties the form and applies no filters at once. */
  onClear: () => void;
}

/** The buttons under a console list's filters: apply them, or clear them. */
export function FilterActions({ submitLabel = 'Apply filters', onClear }: FilterActionsProps) {
  return (
    <Group mt="sm" gap="sm">
      <Button type="submit">{submitLabel}</Button>
      <Button variant="default" onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
