import { Box, Button, Container, Grid, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { useSessionView } from '../../session/session-context';
import { useLoadedUserProfile } from '../../api/operations/getUserProfile';
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
  const { view } = useProfileEdit();
  const record = useLoadedUserProfile(uid).data;
  const { profile, draft, editingBlock, setValidity } = view;
  const errors = editingBlock && draft ? validateBlock(editingBlock, draft) : {};
  const isValid = Object.keys(errors).length === 0;

  // The machine owns canSave; the view reports the validity of the active block's fields.
  useEffect(() => {
    if (editingBlock) setValidity(isValid);
  }, [setValidity, editingBlock, isValid]);

  if (view.isLoadFailed) {
    return (
      <Container py="xl">
        <Stack align="center">
          <Text>We could not load your profile.</Text>
          <Button onClick={view.retry}>Try again</Button>
        </Stack>
      </Container>
    );
  }
  if (!profile || !draft || !record) return <LoadingOverlayScreen label="Loading your profile" />;

  const save = () => view.save(draft);

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
              onEdit={view.editPicture}
              onSave={save}
              onCancel={view.cancel}
              onChange={view.change}
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
                onEdit={view.editProfessional}
                onSave={save}
                onCancel={view.cancel}
                onChange={view.change}
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
        onConfirm={view.confirmLeave}
        onCancel={view.stay}
      />
      <ProfileSavedDialog opened={view.showSuccess} onClose={view.closeSuccess} />
    </Container>
  );
}
