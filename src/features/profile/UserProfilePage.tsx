import { Box, Button, Container, Grid, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { ProfileValues } from '../../../machines/profile-edit.machine';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { useSessionView } from '../../app/session/session-context';
import { useLoadedUserProfile } from './api/getUserProfile';
import { ContactInfoCard } from './components/ContactInfoCard';
import { PictureNameCard } from './components/PictureNameCard';
import { ProfessionalInfoCard } from './components/ProfessionalInfoCard';
import { ProfileSavedDialog } from './components/ProfileSavedDialog';
import { validateBlock } from './profile-values';
import { useProfileEdit } from './use-profile-edit';

/**
 * Spec §2 My Account (/userProfile): picture and name on the left, Professional Info and Contact
 * Info on the right; one block in edit mode at a time, driven by the profile-edit machine.
 */
export function UserProfilePage() {
  const { uid } = useSessionView();
  const { view, activeBlock, isLoadFailed, send } = useProfileEdit();
  const record = useLoadedUserProfile(uid).data;
  const { profile, draft } = view;
  const isEditing = view.isEditingPicture || view.isEditingProfessional;
  const errors = isEditing && activeBlock && draft ? validateBlock(activeBlock, draft) : {};
  const isValid = Object.keys(errors).length === 0;

  // The machine owns canSave; the view reports the validity of the active block's fields.
  useEffect(() => {
    if (isEditing) send({ type: 'form.validity', valid: isValid });
  }, [send, isEditing, isValid, activeBlock]);

  if (isLoadFailed) {
    return (
      <Container py="xl">
        <Stack align="center">
          <Text>We could not load your profile.</Text>
          <Button onClick={() => send({ type: 'profile.retry' })}>Try again</Button>
        </Stack>
      </Container>
    );
  }
  if (!profile || !draft || !record) return <LoadingOverlayScreen label="Loading your profile" />;

  const change = (values: Partial<ProfileValues>) => send({ type: 'form.change', values });
  const save = () => send({ type: 'edit.save', values: draft });
  const cancel = () => send({ type: 'edit.cancel' });

  return (
    <Container size="lg" py="xl">
      <Box pos="relative">
        <LoadingOverlay visible={view.isSaving} zIndex={300} loaderProps={{ 'aria-label': 'Saving your profile' }} />
        <Title order={1} mb="lg">
          My Account
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PictureNameCard
              values={view.isEditingPicture ? draft : profile}
              isEditing={view.isEditingPicture}
              canSave={view.canSave}
              errors={view.isEditingPicture ? errors : {}}
              onEdit={() => send({ type: 'edit.picture' })}
              onSave={save}
              onCancel={cancel}
              onChange={change}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfessionalInfoCard
                record={record}
                draft={view.isEditingProfessional ? draft : profile}
                isEditing={view.isEditingProfessional}
                canSave={view.canSave}
                errors={view.isEditingProfessional ? errors : {}}
                onEdit={() => send({ type: 'edit.professional' })}
                onSave={save}
                onCancel={cancel}
                onChange={change}
              />
              <ContactInfoCard mail={profile.mail} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Box>
      <ConfirmDialog
        opened={view.confirmPrompt !== null}
        title="Unsaved changes"
        message={view.confirmPrompt ?? ''}
        confirmLabel="Yes, discard changes"
        onConfirm={() => send({ type: 'confirm.accept' })}
        onCancel={() => send({ type: 'confirm.reject' })}
      />
      <ProfileSavedDialog opened={view.showSuccess} onClose={() => send({ type: 'success.close' })} />
    </Container>
  );
}
