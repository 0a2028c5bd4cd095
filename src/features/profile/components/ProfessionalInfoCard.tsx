import { Text } from '@mantine/core';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import { isDistributorProfile, type ProfileRecord } from '../api/getUserProfile';
import { useCountries } from '../api/listCountries';
import { InfoList } from './InfoList';
import { ProfessionalFields } from './ProfessionalFields';
import { ProfileSection, type EditableBlockProps } from './ProfileSection';

export interface ProfessionalInfoCardProps extends EditableBlockProps {
  /** The loaded record (term names, distributor company and country id). */
  record: ProfileRecord;
  /** Values being edited; shown when `isEditing`. */
  draft: ProfileValues;
}

/**
 * Spec §2 Professional Info. Professionals: profession, speciality, institution and country, with
 * Edit/Save/Cancel. Distributors: country and distributor name, read-only, because both come from
 * the invitation and the profile save cannot change them (docs/profile-ui.md).
 */
export function ProfessionalInfoCard({ record, draft, errors, onChange, ...block }: ProfessionalInfoCardProps) {
  const countries = useCountries();
  const isDistributor = isDistributorProfile(record);
  return (
    <ProfileSection
      title="Professional Info"
      titleId="professional-info-title"
      actions={isDistributor ? undefined : { blockName: 'Professional Info', ...block }}
    >
      {isDistributor ? (
        <>
          <InfoList
            items={[
              {
                label: 'Country',
                value: countries.data?.find(({ id }) => id === record.country)?.country_name ?? record.country,
              },
              { label: 'Distributor Name', value: record.field_company_name },
            ]}
          />
          <Text size="xs" c="dimmed" mt="md">
            Your company name and country come from your invitation. Please contact support to change them.
          </Text>
        </>
      ) : block.isEditing ? (
        <ProfessionalFields draft={draft} errors={errors} onChange={onChange} />
      ) : (
        <InfoList
          items={[
            { label: 'Profession', value: record.profession.name },
            { label: 'Speciality', value: record.specialty.name },
            { label: 'Institution Name', value: record.institution_name },
            { label: 'Country', value: record.country },
          ]}
        />
      )}
    </ProfileSection>
  );
}
