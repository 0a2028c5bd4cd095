import { Chip, Group, Text } from '@mantine/core';

export interface ChoiceChip {
  /** Sent back on toggle. */
  value: string;
  label: string;
}

export interface ChoiceChipsProps {
  /** Accessible name of the group. */
  label: string;
  choices: ChoiceChip[];
  /** The chosen value; when set only its chip is shown (spec §2). */
  selected: string | null;
  /** Choosing a chip, or choosing the chosen one again to deselect it. */
  onToggle: (choice: ChoiceChip) => void;
  /** Shown when there is nothing to choose. */
  emptyText: string;
  /** Chips cannot be toggled. Default false. */
  disabled?: boolean;
}

/** Selectable chips: choosing one hides the others; choosing it again deselects it. */
export function ChoiceChips({ label, choices, selected, onToggle, emptyText, disabled = false }: ChoiceChipsProps) {
  const shown = selected === null ? choices : choices.filter((choice) => choice.value === selected);
  if (shown.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Group role="group" aria-label={label} gap="sm">
      {shown.map((choice) => (
        <Chip
          key={choice.value}
          checked={choice.value === selected}
          onChange={() => onToggle(choice)}
          disabled={disabled}
          size="md"
          variant={choice.value === selected ? 'filled' : 'outline'}
        >
          {choice.label}
        </Chip>
      ))}
    </Group>
  );
}
