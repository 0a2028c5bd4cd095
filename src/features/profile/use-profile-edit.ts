import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { profileEditMachine, type ProfileValues, type SaveProfileInput } from '../../../machines/profile-edit.machine';
import { toProfileEditView } from '../../../machines/profile-edit.view';
import { useApi } from '../../api/api-context';
import { getUserProfileQueryOptions, type ProfileRecord } from '../../api/operations/getUserProfile';
import { listProfessionsKey, type Term } from '../../api/operations/listProfessions';
import { listSpecialitiesKey } from '../../api/operations/listSpecialities';
import { saveProfile } from '../../api/operations/updateUser';
import { useMachineView } from '../../lib/use-machine-view';
import { useSessionView } from '../../session/session-context';
import { toProfileValues, withSavedValues, type TermName } from './profile-values';
import { useLeaveGuards } from './use-leave-guards';

/**
 * Runs the profile-edit machine with real actors: load (and reload after a save) through the
 * profile query, so the cache holds the latest record, and save through updateUser. After each
 * load the header's name and picture follow through `session.update`.
 */
export function useProfileEdit() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { uid, user, update: updateSession } = useSessionView();
  const userType = user?.user_type ?? '1';

  // The page is only mounted for a signed-in member, so uid and userType stay fixed while it lives.
  const logic = useMemo(
    () =>
      profileEditMachine.provide({
        actors: {
          loadProfile: fromPromise<ProfileValues>(async () => {
            if (!uid) throw new Error('Could not fetch profile details.');
            const record = await queryClient.fetchQuery({ ...getUserProfileQueryOptions(api, uid), staleTime: 0 });
            updateSession({ first_name: record.first_name, last_name: record.last_name, user_picture: record.picture || null });
            return toProfileValues(record);
          }),
          saveProfile: fromPromise<unknown, SaveProfileInput>(async ({ input }) => {
            if (!uid) throw new Error('Could not update details.');
            await saveProfile(api, { ...input, uid, userType });
            // Saved: the page shows the saved values, also if the refresh that follows fails.
            const termName: TermName = (kind, termId) =>
              queryClient
                .getQueryData<Term[]>(
                  kind === 'profession' ? listProfessionsKey() : listSpecialitiesKey(input.values.profession ?? ''),
                )
                ?.find(({ tid }) => tid === termId)?.name;
            queryClient.setQueryData<ProfileRecord>(
              getUserProfileQueryOptions(api, uid).queryKey,
              (record) => record && withSavedValues(record, input.values, termName),
            );
            return null;
          }),
        },
      }),
    [api, queryClient, updateSession, uid, userType],
  );
  const { view } = useMachineView(logic, toProfileEditView, {
    onEmit: {
      'navigate.back': () => window.history.back(),
      // Emitted only after a render, so `leaveGuards` below is set by then.
      'navigate.leave': () => leaveGuards.leaveConfirmed(),
      // Spec §8 shows no error handling for the profile save; the machine keeps the edits and
      // returns to the block. Saying so (with the server's message) beats a Save button that
      // silently does nothing.
      'save.failed': ({ message }) => {
        if (message) notifications.show({ color: 'red', title: 'Your profile was not saved', message });
      },
    },
  });
  const leaveGuards = useLeaveGuards(view);
  return { view, isDistributor: userType !== '1' };
}
