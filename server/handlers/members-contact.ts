import type { Handlers, Schemas } from '../api/types';
import { requireMember } from '../auth/require-member';
import type { AppDeps } from '../deps';
import { receiveHelpMessage, receiveSupportMessage } from '../services/receive-contact-message';

const SUPPORT_NEEDS_SESSION = 'Please log in to contact support.';

type HelpBody = Schemas['ContactMessage'];
type SupportBody = Schemas['SupportRequest'];

/** The members tag, contact: the guests' help form and the members' support request share one call. */
export function createContactHandlers(deps: AppDeps) {
  return {
    createContactMessage: async (request, reply) => {
      if (Array.isArray(request.body.contact_form)) {
        const body = request.body as HelpBody;
        const value = (field: keyof Omit<HelpBody, 'contact_form' | 'captcha'>) => body[field][0]?.value ?? '';
        const created = await receiveHelpMessage(
          deps,
          {
            name: value('name'),
            mail: value('mail'),
            country: value('field_country'),
            subject: value('subject'),
            message: value('message'),
            captcha: body.captcha,
            // Sent from a member's session: theirs, unlike a message anyone sent with their email.
            uid: request.member?.uid,
          },
          request.ip,
        );
        return reply.code(201).send(created);
      }

      // The support form needs a real session: guests' placeholder bearer leaves request.member null.
      const member = requireMember(request, SUPPORT_NEEDS_SESSION);
      const body = request.body as SupportBody;
      const created = await receiveSupportMessage(deps, member, {
        subject: body.subject.value,
        message: body.message.value,
        resource: body.field_resource.value,
        attachment: body.field_support_image?.value,
      });
      return reply.code(201).send(created);
    },
  } satisfies Partial<Handlers>;
}
