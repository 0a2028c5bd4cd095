import { Select, type SelectProps } from '@mantine/core';

export const NAME_TITLES = ['Dr.', 'Prof.', 'Mr.', 'Mrs.', 'Ms.'];

/** Optional name title (spec §5: Title is optional). */
export function TitleSelect(props: SelectProps) {
  return <Select label="Title (optional)" placeholder="Select" data={NAME_TITLES} clearable {...props} />;
}
