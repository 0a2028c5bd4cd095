import { Button, Group } from '@mantine/core';

export interface BlockActionsProps {
  /** Name of the block, used in the buttons' accessible names ('Edit Professional Info'). */
  blockName: string;
  /** Whether this block is in edit mode (Save and Cancel shown instead of Edit). */
  isEditing: boolean;
  /** Whether Save is enabled; default true. */
  canSave?: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Edit, then Save and Cancel, for one block of My Account (spec §2). */
export function BlockActions({ blockName, isEditing, canSave = true, onEdit, onSave, onCancel }: BlockActionsProps) {
  if (!isEditing) {
    return (
      <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${blockName}`}>
        Edit
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="xs" onClick={onCancel} aria-label={`Cancel editing ${blockName}`}>
        Cancel
      </Button>
      <Button size="xs" onClick={onSave} disabled={!canSave} aria-label={`Save ${blockName}`}>
        Save
      </Button>
    </Group>
  );
}
