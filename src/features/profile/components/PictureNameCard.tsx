import { Avatar, Stack, Text, TextInput } from '@mantine/core';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import { useRuntimeConfig } from '../../../api/api-context';
import { mediaUrl } from '../../../lib/runtime-config';
import { PictureEditor } from './PictureEditor';
import { ProfileSection, type EditableBlockProps } from './ProfileSection';

export interface PictureNameCardProps extends EditableBlockProps {
  /** Loaded values in view mode, the draft in edit mode. */
  values: ProfileValues;
}

/** Spec §2 left column: the profile picture and name, with their own Edit, Save and Cancel. */
export function PictureNameCard({ values, errors, onChange, ...block }: PictureNameCardProps) {
  const { isEditing } = block;
  const config = useRuntimeConfig();
  const fullName = `${values.first_name} ${values.last_name}`.trim();
  const initials = `${values.first_name.charAt(0)}${values.last_name.charAt(0)}`.toUpperCase();
  return (
    <ProfileSection title="Profile" titleId="picture-name-title" actions={{ blockName: 'Profile picture and name', ...block }}>
      <Stack align="center" gap="sm">
        <Avatar
          src={mediaUrl(config, values.picture) || null}
          alt={isEditing ? 'Profile picture preview' : 'Profile picture'}
          size={160}
          radius={160}
          color="lumira"
        >
          {initials}
        </Avatar>
        {!isEditing && (
          <Text component="p" fz="xl" fw={700} ta="center" m={0} data-testid="profile-name">
            {fullName}
          </Text>
        )}
      </Stack>
      {isEditing && (
        <Stack gap="sm" mt="md">
          <PictureEditor onPictureChange={(picture) => onChange({ picture })} />
          <TextInput
            label="First Name"
            autoComplete="given-name"
            value={values.first_name}
            error={errors.first_name}
            onChange={(event) => onChange({ first_name: event.currentTarget.value })}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            value={values.last_name}
            error={errors.last_name}
            onChange={(event) => onChange({ last_name: event.currentTarget.value })}
          />
        </Stack>
      )}
    </ProfileSection>
  );
}
