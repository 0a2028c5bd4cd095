import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { AppDeps } from '../deps';
import { editorActor } from './console-change';
import { requireInvitation, toInvitationEntry } from './invitation-entry';
import { issueInvitation } from './invite-distributor';

/** `POST /api/editor/invitations`: the CLI's invite (same rules and messages), by the editor; answers the ledger row. */
export async function inviteFromConsole(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secrets' | 'now'>,
  editor: SessionEditor,
  input: Schemas['InvitationRequest'],
): Promise<Schemas['InvitationEntry']> {
  const { row } = await issueInvitation(deps, input, editorActor(editor));
  return toInvitationEntry(await requireInvitation(deps.db, row.id), deps.now());
}
