import { Fieldset, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { LinkValue } from '../content-rules';

interface LinksFieldsProps<V extends { links: LinkValue[] }> {
  form: UseFormReturnType<V>;
  legend: string;
  description: string;
}

/** A banner's buttons: one or two links, each an address and a label (stored as `url@label`). */
export function LinksFields<V extends { links: LinkValue[] }>({ form, legend, description }: LinksFieldsProps<V>) {
  const links = form.values.links;
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Group gap={4} mb={4} c="dimmed" fz="sm">
        {description}
      </Group>
      {links.map((_, index) => (
        <Group key={index} grow align="flex-start" gap="sm" mb="xs">
          <TextInput
            label={links.length > 1 ? `Link ${index + 1}: address` : 'Address'}
            placeholder="/register or https://…"
            {...form.getInputProps(`links.${index}.url`)}
          />
          <TextInput
            label={links.length > 1 ? `Link ${index + 1}: label` : 'Label'}
            placeholder="Join the Source"
            {...form.getInputProps(`links.${index}.label`)}
          />
        </Group>
      ))}
    </Fieldset>
  );
}
