import { Card, Group, Text, Title } from '@mantine/core';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import { isDistributorProfile, type ProfileRecord } from '../api/getUserProfile';
import { useCountries } from '../api/listCountries';
import type { BlockErrors } from '../profile-values';
import { BlockActions } from './BlockActions';
import { InfoList } from './InfoList';
import { ProfessionalFields } from './ProfessionalFields';

export interface ProfessionalInfoCardProps {
  /** The loaded record (term names, distributor company and country id). */
  record: ProfileRecord;
  /** Values being edited; shown when `isEditing`. */
  draft: ProfileValues;
  isEditing: boolean;
  canSave: boolean;
  errors: BlockErrors;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onChange: (values: Partial<ProfileValues>) => void;
}

/**
 * Spec §2 Professional Info. Professionals: profession, speciality, institution and country, with
 * Edit/Save/Cancel. Distributors: country and distributor name, read-only, because both come from
 * the invitation and the profile save cannot change them (docs/profile-ui.md).
 */
export function ProfessionalInfoCard({
  record,
  draft,
  isEditing,
  canSave,
  errors,
  onEdit,
  onSave,
  onCancel,
  onChange,
}: ProfessionalInfoCardProps) {
  const countries = useCountries();
  const isDistributor = isDistributorProfile(record);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="professional-info-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="professional-info-title">
          Professional Info
        </Title>
        {!isDistributor && (
          <BlockActions
            blockName="Professional Info"
            isEditing={isEditing}
            canSave={canSave}
            onEdit={onEdit}
            onSave={onSave}
            onCancel={onCancel}
          />
        )}
      </Group>
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
      ) : isEditing ? (
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
    </Card>
  );
}
