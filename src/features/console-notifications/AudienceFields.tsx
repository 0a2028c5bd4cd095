import { Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { listEditorProfessionsQueryOptions } from '../../api/operations/listEditorProfessions';
import { listEditorSpecialitiesQueryOptions } from '../../api/operations/listEditorSpecialities';
import { AUDIENCE_OPTIONS, EMAILS_MAX, type AudienceKind, type ComposeValues } from './compose-rules';

interface AudienceFieldsProps {
  form: UseFormReturnType<ComposeValues>;
}

/** Who receives it: a kind, then a profession and speciality, or a list of emails. */
export function AudienceFields({ form }: AudienceFieldsProps) {
  const api = useEditorApi();
  const { kind, profession } = form.getValues();
  const professions = useQuery({ ...listEditorProfessionsQueryOptions(api), enabled: kind === 'speciality' });
  const specialities = useQuery({
    ...listEditorSpecialitiesQueryOptions(api, profession ?? ''),
    enabled: kind === 'speciality' && profession !== null,
  });
  return (
    <Stack gap="sm">
      <Select
        label="Audience"
        required
        allowDeselect={false}
        data={AUDIENCE_OPTIONS}
        {...form.getInputProps('kind')}
        onChange={(value) => form.setFieldValue('kind', (value ?? 'everyone') as AudienceKind)}
      />
      {kind === 'speciality' && (
        <>
          <Select
            label="Profession"
            placeholder={professions.isPending ? 'Loading…' : 'Choose a profession'}
            data={(professions.data ?? []).map((p) => ({ value: p.tid, label: p.name }))}
            searchable
            value={profession}
            onChange={(value) => {
              form.setFieldValue('profession', value);
              form.setFieldValue('speciality', null);
            }}
          />
          <Select
            label="Speciality"
            required
            disabled={profession === null}
            placeholder={profession === null ? 'Choose a profession first' : 'Choose a speciality'}
            data={(specialities.data ?? []).map((s) => ({ value: s.tid, label: s.name }))}
            searchable
            {...form.getInputProps('speciality')}
          />
        </>
      )}
      {kind === 'emails' && (
        <Textarea
          label="Member emails"
          description={`Separated by commas or new lines; up to ${EMAILS_MAX}. Only active members receive it.`}
          required
          rows={4}
          {...form.getInputProps('emails')}
        />
      )}
    </Stack>
  );
}
