import type { UseFormReturnType } from '@mantine/form';

/**
 * A filter's Select bound to a form field in which '' means "Any": Mantine's Select gives and
 * takes null for no choice (its clear button), the filters keep ''.
 */
export function anySelectProps<Values>(form: UseFormReturnType<Values>, name: keyof Values & string) {
  const props = form.getInputProps(name);
  return {
    ...props,
    value: (props.value as string) || null,
    onChange: (value: string | null) => props.onChange(value ?? ''),
  };
}
