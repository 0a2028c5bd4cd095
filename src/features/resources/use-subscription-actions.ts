import { formDialogMachine } from '../../../machines/form-dialog.machine';
import { toFormDialogView } from '../../../machines/form-dialog.view';
import { useSessionView } from '../../session/session-context';
import { useMachineView } from '../../lib/use-machine-view';
import { useAddSubscription } from '../../api/operations/addSubscription';
import type { Resource } from '../../api/operations/listProtectedResources';
import { useRemoveSubscription } from '../../api/operations/removeSubscription';

export interface SubscriptionActions {
  /** Adds the resource; on success the thank-you dialog opens with its popup_consent (spec §4). */
  add: (resource: Pick<Resource, 'nid' | 'popup_consent'>) => void;
  /** Removes the resource; My Resources reloads afterwards. */
  remove: (nid: string) => void;
  /** nid of the add or remove in flight, for the loading overlay on that card or button. */
  busyNid: string | null;
  thankYou: { isOpen: boolean; content: string | null; close: () => void };
}

/**
 * Add/Remove for the signed-in member with the subscribe thank-you dialog (the shared form-dialog
 * machine, opened with plain content). Failures are only logged (spec §8).
 */
export function useSubscriptionActions(): SubscriptionActions {
  const { uid } = useSessionView();
  const addMutation = useAddSubscription(uid);
  const removeMutation = useRemoveSubscription(uid);
  const { view: dialog } = useMachineView(formDialogMachine, toFormDialogView, { input: { fallbackError: null } });
  const busyNid = addMutation.isPending ? addMutation.variables : removeMutation.isPending ? removeMutation.variables : null;
  return {
    add: (resource) => addMutation.mutate(resource.nid, { onSuccess: () => dialog.open(resource.popup_consent) }),
    remove: (nid) => removeMutation.mutate(nid),
    busyNid: busyNid ?? null,
    thankYou: { isOpen: dialog.isOpen, content: dialog.content, close: dialog.close },
  };
}
