import {
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Switch,
  TagsInput,
  TextInput,
  Textarea,
  type ComboboxItem,
} from '@mantine/core';
import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { useUploadEditorMedia } from '../../../api/operations/uploadEditorMedia';
import { RichTextField } from '../../../components/console/RichTextField';
import type { LinkValue } from '../content-rules';
import { useContentFormSubmit } from '../use-content-form-submit';
import { ContentFormModal } from './ContentFormModal';
import { GalleryField } from './GalleryField';
import { LinksFields } from './LinksFields';
import { MediaField } from './MediaField';

/** What a field's props may depend on: the values typed so far, the item edited (null: a new one), the kind's context. */
export interface FieldState<Values, Item, Ctx> {
  values: Values;
  item: Item | null;
  ctx: Ctx;
}

/** Mantine props of the field's input beside its label, e.g. `required`, `maxLength`, `description`, `rows`. */
type InputProps = Record<string, unknown> & { label?: string; description?: string };

/**
 * One field of a kind's form, in the form's order: which input, the values' property it edits
 * (`name`, a path such as `link.url`) and the input's own props. `when` leaves it out, `props`
 * adds props that depend on the values or the item (a legal page's fixed address).
 */
export type FieldDeclaration<Values, Item, Ctx> = (
  | NamedField<Ctx>
  | { input: 'links'; legend: string; description: string }
  | { input: 'grid' | 'group'; fields: FieldDeclaration<Values, Item, Ctx>[] }
) & {
  when?: (state: FieldState<Values, Item, Ctx>) => boolean;
  props?: (state: FieldState<Values, Item, Ctx>) => InputProps;
};

/** A field of one input, which edits the values' property `name`. */
type NamedField<Ctx> =
  | ({ input: 'text' | 'textarea' | 'switch' | 'checkbox' | 'rich' | 'tags'; name: string } & InputProps)
  | ({ input: 'media'; name: string; label: string; allowVideo?: boolean } & InputProps)
  | ({ input: 'gallery'; name: string; label: string; max: number } & InputProps)
  | ({ input: 'select' | 'multiselect'; name: string; options: (ctx: Ctx) => ComboboxItem[] } & InputProps)
  | ({ input: 'radios' | 'checkboxes'; name: string; options: Record<string, string> } & InputProps);

/** A kind's form (docs/console-kinds.md, "Forms"): its values, rules, body, words and fields. */
export interface KindFormDeclaration<Item, Values extends object, Input, Ctx = undefined> {
  /** The form's values of an item (of a new one when null); also "Reload their version" after a conflict. */
  valuesOf: (item: Item | null) => Values;
  validate: FormValidateInput<Values>;
  /** The input the save sends (the revision is added). */
  inputOf: (values: Values) => Input;
  /** What the status line says after a save. */
  saved: (values: Values) => string;
  title: (item: Item | null, ctx: Ctx) => string;
  submitLabel: (item: Item | null) => string;
  fields: FieldDeclaration<Values, Item, Ctx>[];
  /** The dialog's width; `lg` by default. */
  size?: string;
  /** Where the form keeps an input property the server may name as `field`. */
  fieldPaths?: Readonly<Record<string, string>>;
}

export interface KindFormProps<Item, Values extends object, Input, Ctx> {
  declaration: KindFormDeclaration<Item, Values, Input, Ctx>;
  /** The item to edit, or null for a new one. */
  item: Item | null;
  /** A new item's values that differ from the empty ones (a new banner's audience). */
  preset?: object;
  ctx: Ctx;
  save: (input: Input & { revision: number | undefined }) => Promise<unknown>;
  onClose: () => void;
}

type AnyForm = UseFormReturnType<Record<string, unknown>>;

/**
 * A `valuesOf` from a new item's values: an item's properties of the same names (a missing one
 * as for a new item) and what `derived` makes of the others.
 */
export const valuesFrom =
  <Item, Values extends object>(empty: Values, derived?: (item: Item) => Partial<Values>) =>
  (item: Item | null): Values => {
    if (!item) return structuredClone(empty);
    const from = item as Record<string, unknown>;
    const same = Object.entries(empty).map(([key, value]) => [key, from[key] ?? value]);
    return { ...(Object.fromEntries(same) as Values), ...derived?.(item) };
  };

/** Adds or changes an item of a kind: the fields its declaration lists, in `ContentFormModal`. */
export function KindForm<Item extends { revision?: number }, Values extends object, Input, Ctx>(
  props: KindFormProps<Item, Values, Input, Ctx>,
) {
  const { declaration, item, ctx, onClose } = props;
  const form = useForm<Values>({
    initialValues: item ? declaration.valuesOf(item) : ({ ...declaration.valuesOf(null), ...props.preset } as Values),
    validate: declaration.validate,
  });
  const uploadMedia = useUploadEditorMedia();
  const upload = async (dataUrl: string) => (await uploadMedia.mutateAsync(dataUrl)).path;
  const { frame } = useContentFormSubmit(
    form,
    async (values, revision) => {
      await props.save({ ...declaration.inputOf(values), revision });
    },
    onClose,
    { saved: declaration.saved, item, valuesOf: declaration.valuesOf, fieldPaths: declaration.fieldPaths },
  );
  const state = { values: form.values, item, ctx };

  return (
    <ContentFormModal
      opened
      size={declaration.size}
      title={declaration.title(item, ctx)}
      submitLabel={declaration.submitLabel(item)}
      {...frame}
      onClose={onClose}
    >
      {declaration.fields.map((field, index) => (
        <Field key={index} field={field} form={form as unknown as AnyForm} state={state} upload={upload} />
      ))}
    </ContentFormModal>
  );
}

interface FieldProps<Values, Item, Ctx> {
  field: FieldDeclaration<Values, Item, Ctx>;
  form: AnyForm;
  state: FieldState<Values, Item, Ctx>;
  upload: (dataUrl: string) => Promise<string>;
}

function Field<Values, Item, Ctx>({ field, form, state, upload }: FieldProps<Values, Item, Ctx>) {
  if (field.when && !field.when(state)) return null;
  if (field.input === 'links')
    return <LinksFields form={form as unknown as UseFormReturnType<{ links: LinkValue[] }>} {...field} />;
  if (field.input === 'grid' || field.input === 'group') {
    const inner = field.fields.map((child, index) => (
      <Field key={index} field={child} form={form} state={state} upload={upload} />
    ));
    return field.input === 'grid' ? (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{inner}</SimpleGrid>
    ) : (
      <Group grow align="flex-start" gap="sm">
        {inner}
      </Group>
    );
  }
  const { input, name, when: _when, props: more, ...own } = field as NamedField<Ctx> & Pick<typeof field, 'when' | 'props'>;
  const rest = { ...own, ...more?.(state) } as InputProps;
  const error = form.errors[name] as string | undefined;
  const set = (value: unknown) => {
    form.setFieldValue(name, value);
    form.clearFieldError(name);
  };
  switch (input) {
    case 'text':
      return <TextInput {...rest} {...form.getInputProps(name)} />;
    case 'textarea':
      return <Textarea {...rest} {...form.getInputProps(name)} />;
    case 'switch':
      return <Switch {...rest} {...form.getInputProps(name, { type: 'checkbox' })} />;
    case 'checkbox':
      return <Checkbox {...rest} {...form.getInputProps(name, { type: 'checkbox' })} />;
    case 'tags':
      return <TagsInput {...rest} {...form.getInputProps(name)} />;
    case 'rich':
      return (
        <RichTextField
          label={rest.label!}
          description={rest.description}
          value={form.values[name] as string}
          error={error}
          onChange={(html) => form.setFieldValue(name, html)}
        />
      );
    case 'media':
      return (
        <MediaField
          {...(rest as { label: string })}
          value={form.values[name] as string}
          error={error}
          upload={upload}
          onChange={set}
        />
      );
    case 'gallery':
      return (
        <GalleryField
          label={rest.label!}
          max={rest.max as number}
          value={form.values[name] as string[]}
          error={error}
          upload={upload}
          onChange={set}
        />
      );
    case 'select':
    case 'multiselect': {
      const { options, ...select } = rest as InputProps & { options: (ctx: Ctx) => ComboboxItem[] };
      const Input = input === 'select' ? Select : MultiSelect;
      return <Input {...select} data={options(state.ctx)} {...form.getInputProps(name)} />;
    }
    case 'radios':
    case 'checkboxes': {
      const { options, ...group } = rest as InputProps & { options: Record<string, string> };
      const Choice = input === 'radios' ? Radio : Checkbox;
      const Choices = input === 'radios' ? Radio.Group : Checkbox.Group;
      return (
        <Choices {...group} {...form.getInputProps(name)}>
          <Group mt={input === 'radios' ? 4 : 6}>
            {Object.entries(options).map(([value, label]) => (
              <Choice key={value} value={value} label={label} />
            ))}
          </Group>
        </Choices>
      );
    }
  }
}
