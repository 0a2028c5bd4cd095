import type { Schemas } from '../../api/types';
import { contractMessage } from '../../api/contract-schema';
import { inviteDistributor } from '../../services/invite-distributor';
import { type CliCommand, UsageError, requireString } from '../command';

/** `invite`: sign a distributor invitation, mail the /register/{jwt} link and print it. */
const invite: CliCommand = {
  summary: 'Invite a distributor: mails and prints the /register/{jwt} link',
  usage:
    'npm run portal -- invite --email <email> --first <first name> --last <last name> --company <company> --country <id or name>',
  options: {
    email: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    company: { type: 'string' },
    country: { type: 'string' },
  },
  async run({ values, out, admin }) {
    const body: Schemas['InvitationRequest'] = {
      email: requireString(values, 'email'),
      first: requireString(values, 'first'),
      last: requireString(values, 'last'),
      company: requireString(values, 'company'),
      country: requireString(values, 'country'),
    };
    // The same rules as the admin API, checked before anything is opened.
    const message = contractMessage('InvitationRequest', body);
    if (message) throw new UsageError(message);
    const { result, via } = await admin({
      method: 'POST',
      path: '/admin/api/invitations',
      body,
      local: (deps) => inviteDistributor(deps, body),
    });
    out(
      `Invitation for ${body.email} (valid until ${new Date(result.expires * 1000).toISOString()}, ${via === 'server' ? 'sent by the running portal' : 'sent directly'}):`,
    );
    out(result.link);
  },
};

export default invite;
