import { Text } from '@mantine/core';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import { isDistributorProfile, type ProfileRecord } from '../../../api/operations/getUserProfile';
import { useCountries } from '../../../api/operations/listCountries';
import { CountryLockedNote, DistributorFields } from './DistributorFields';
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
 * Spec §2 Professional Info, with its own Edit/Save/Cancel for both user types. Professionals:
 * profession, speciality, institution and country. Distributors: country and distributor name; the
 * name is editable, the country comes from the invitation and stays read-only (docs/profile-ui.md).
 */
export function ProfessionalInfoCard({ record, draft, errors, onChange, ...block }: ProfessionalInfoCardProps) {
  const countries = useCountries();
  const isDistributor = isDistributorProfile(record);
  const countryName = isDistributor
    ? (countries.data?.find(({ id }) => id === record.country)?.country_name ?? record.country)
    : record.country;
  return (
    <ProfileSection
      title="Professional Info"
      titleId="professional-info-title"
      actions={{ blockName: 'Professional Info', ...block }}
    >
      {isDistributor ? (
        block.isEditing ? (
          <DistributorFields draft={draft} countryName={countryName} errors={errors} onChange={onChange} />
        ) : (
          <>
            <InfoList
              items={[
                { label: 'Country', value: countryName },
                { label: 'Distributor Name', value: record.field_company_name },
              ]}
            />
            <Text size="sm" c="dimmed" mt="md">
              <CountryLockedNote />
            </Text>
          </>
        )
      ) : block.isEditing ? (
        <ProfessionalFields draft={draft} errors={errors} onChange={onChange} />
      ) : (
        <InfoList
          items={[
            { label: 'Profession', value: record.profession.name },
            { label: 'Speciality', value: record.specialty.name },
            { label: 'Institution Name', value: record.institution_name },
            { label: 'Country', value: countryName },
          ]}
        />
      )}
    </ProfileSection>
  );
}
