import { Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useApi } from '../../../api/api-context';
import { listEditorProfessionsQueryOptions } from '../../../api/operations/listEditorProfessions';
import { listEditorSpecialitiesQueryOptions } from '../../../api/operations/listEditorSpecialities';
import { useEditorQuery } from '../use-editor-query';
import { AUDIENCE_OPTIONS, EMAILS_MAX, type AudienceKind, type ComposeValues } from './compose-rules';

interface AudienceFieldsProps {
  form: UseFormReturnType<ComposeValues>;
  accessToken: string;
}

/** Who receives it: a kind, then a profession and speciality, or a list of emails. */
export function AudienceFields({ form, accessToken }: AudienceFieldsProps) {
  const api = useApi();
  const { kind, profession } = form.getValues();
  const professions = useEditorQuery({ ...listEditorProfessionsQueryOptions(api, accessToken), enabled: kind === 'speciality' });
  const specialities = useEditorQuery({
    ...listEditorSpecialitiesQueryOptions(api, accessToken, profession ?? ''),
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
