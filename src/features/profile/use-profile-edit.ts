import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { profileEditMachine, type ProfileValues, type SaveProfileInput } from '../../../machines/profile-edit.machine';
import { toProfileEditView } from '../../../machines/profile-edit.view';
import { useApi } from '../../api/api-context';
import { useSessionSend, useSessionView } from '../../app/session/session-context';
import { userProfileQuery } from './api/getUserProfile';
import { saveProfile } from './api/updateUser';
import { toProfileValues } from './profile-values';
import { useLeaveGuards } from './use-leave-guards';

/**
 * Runs the profile-edit machine with real actors: load (and reload after a save) through the
 * profile query, so the cache holds the latest record, and save through updateUser. After each
 * load the header's name and picture follow through `session.update`.
 */
export function useProfileEdit() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { uid, user } = useSessionView();
  const sendSession = useSessionSend();
  const userType = user?.user_type ?? '1';

  // The page is only mounted for a signed-in member, so uid and userType stay fixed while it lives.
  const logic = useMemo(
    () =>
      profileEditMachine.provide({
        actors: {
          loadProfile: fromPromise<ProfileValues>(async () => {
            if (!uid) throw new Error('Could not fetch profile details.');
            const record = await queryClient.fetchQuery({ ...userProfileQuery(api, uid), staleTime: 0 });
            sendSession({
              type: 'session.update',
              patch: { first_name: record.first_name, last_name: record.last_name, user_picture: record.picture || null },
            });
            return toProfileValues(record);
          }),
          saveProfile: fromPromise<unknown, SaveProfileInput>(async ({ input }) => {
            if (!uid) throw new Error('Could not update details.');
            await saveProfile(api, { ...input, uid, userType });
            return null;
          }),
        },
      }),
    [api, queryClient, sendSession, uid, userType],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, toProfileEditView);
  const activeBlock = useSelector(actor, (snapshot) => snapshot.context.activeBlock);
  // Spec §8 only logs fetch failures; the page offers a retry instead of staying blank.
  const isLoadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  useLeaveGuards(actor, view);
  useSaveFailureNotice(actor);
  return { actor, view, activeBlock, isLoadFailed, send: actor.send, isDistributor: userType !== '1' };
}

/**
 * Spec §8 shows no error handling for the profile save; the machine keeps the edits and returns to
 * the block. Saying so (with the server's message) beats a Save button that silently does nothing.
 */
function useSaveFailureNotice(actor: ReturnType<typeof useActorRef<typeof profileEditMachine>>) {
  useEffect(() => {
    let wasSaving = actor.getSnapshot().matches('saving');
    const subscription = actor.subscribe((snapshot) => {
      const failed = wasSaving && snapshot.matches('editing') && snapshot.context.error;
      wasSaving = snapshot.matches('saving');
      if (failed) notifications.show({ color: 'red', title: 'Your profile was not saved', message: snapshot.context.error });
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
