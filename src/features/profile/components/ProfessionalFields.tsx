import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import { MESSAGES } from '../../../lib/validators';
import { CountrySelect } from '../../../components/CountrySelect';
import { useProfessions } from '../../../api/operations/listProfessions';
import { useSpecialities } from '../../../api/operations/listSpecialities';
import type { BlockErrors } from '../profile-values';

export interface ProfessionalFieldsProps {
  /** The values being edited. */
  draft: ProfileValues;
  /** Messages of the failing fields (spec §5). */
  errors: BlockErrors;
  /** Receives the changed fields. */
  onChange: (values: Partial<ProfileValues>) => void;
}

/** The professional block in edit mode: profession, speciality, institution and country. */
export function ProfessionalFields({ draft, errors, onChange }: ProfessionalFieldsProps) {
  const professions = useProfessions();
  // Spec §4: the first profession's specialities load initially when none is chosen yet.
  const professionId = draft.profession || professions.data?.[0]?.tid;
  const specialities = useSpecialities(professionId);
  const hasNoSpecialities = Boolean(draft.profession) && specialities.isSuccess && specialities.data.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Profession"
        placeholder="Select your profession"
        data={(professions.data ?? []).map(({ tid, name }) => ({ value: tid, label: name }))}
        value={draft.profession || null}
        error={errors.profession}
        allowDeselect={false}
        // Spec §4: choosing a profession clears the speciality and loads its specialities.
        onChange={(value) => onChange({ profession: value ?? '', specialty: '' })}
      />
      <Select
        label="Speciality"
        placeholder="Select your speciality"
        disabled={specialities.isLoading}
        data={(specialities.data ?? []).map(({ tid, name }) => ({ value: tid, label: name }))}
        value={draft.specialty || null}
        error={hasNoSpecialities ? MESSAGES.noSpeciality : errors.specialty}
        allowDeselect={false}
        onChange={(value) => onChange({ specialty: value ?? '' })}
      />
      <TextInput
        label="Institution Name"
        autoComplete="organization"
        value={draft.institution_name ?? ''}
        error={errors.institution_name}
        onChange={(event) => onChange({ institution_name: event.currentTarget.value })}
      />
      <CountrySelect
        placeholder="Search your country"
        value={draft.country || null}
        error={errors.country}
        allowDeselect={false}
        onChange={(value) => onChange({ country: value ?? '' })}
      />
    </SimpleGrid>
  );
}
