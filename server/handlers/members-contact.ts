import { defineHandler, type Schemas } from '../api/types';
import { assertCaptcha } from '../auth/captcha';
import { assertFlood, registerFloodRule, type FloodRule } from '../auth/flood-control';
import type { AppDeps } from '../deps';
import { unauthorized } from '../errors';
import { receiveHelpMessage, receiveSupportMessage } from '../members/contact-message';
import { listContactRecords } from '../members/contact-records';
import type { HandlerMap } from './index';

const HOUR = 60 * 60 * 1000;

/** Contact flood limits (docs/members.md): generous for people, tight for scripts. */
export const CONTACT_FLOOD = {
  guestIp: {
    event: 'contact.help_ip',
    limit: 5,
    windowMs: HOUR,
    message: 'You cannot send more than 5 messages in 1 hour. Try again later.',
  },
  memberAccount: {
    event: 'contact.support_user',
    limit: 10,
    windowMs: HOUR,
    message: 'You cannot send more than 10 messages in 1 hour. Try again later.',
  },
} satisfies Record<string, FloodRule>;

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';
export const SUPPORT_NEEDS_SESSION = 'Please log in to contact support.';

type HelpBody = Schemas['ContactMessage'];
type SupportBody = Schemas['SupportRequest'];

/** createContactMessage (help form and support request) and the admin listContactMessages. */
export function createContactHandlers(deps: AppDeps): HandlerMap {
  const { db, config } = deps;
  return {
    createContactMessage: defineHandler('createContactMessage', async (request, reply) => {
      const log = (error: unknown) =>
        request.log.error({ err: error }, 'could not forward a contact message to the support inbox');
      if (Array.isArray(request.body.contact_form)) {
        const body = request.body as HelpBody;
        await assertFlood(deps, CONTACT_FLOOD.guestIp, request.ip, deps.now(), reply);
        await assertCaptcha(config, body.captcha, request.ip);
        const value = (field: keyof Omit<HelpBody, 'contact_form' | 'captcha'>) => body[field][0]?.value ?? '';
        const row = await receiveHelpMessage(
          deps,
          {
            name: value('name'),
            mail: value('mail'),
            country: value('field_country'),
            subject: value('subject'),
            message: value('message'),
          },
          log,
        );
        await registerFloodRule(db, CONTACT_FLOOD.guestIp, request.ip, deps.now());
        return reply.code(201).send({ id: String(row.id), message: CONTACT_THANKS });
      }

      // The support form needs a real session: guests' placeholder bearer leaves request.member null.
      const member = request.member;
      if (!member) throw unauthorized(SUPPORT_NEEDS_SESSION);
      const body = request.body as SupportBody;
      const account = String(member.uid);
      await assertFlood(deps, CONTACT_FLOOD.memberAccount, account, deps.now(), reply);
      const row = await receiveSupportMessage(
        deps,
        member,
        {
          subject: body.subject.value,
          message: body.message.value,
          resource: body.field_resource.value,
          attachment: body.field_support_image?.value,
        },
        log,
      );
      await registerFloodRule(db, CONTACT_FLOOD.memberAccount, account, deps.now());
      return reply.code(201).send({ id: String(row.id), message: CONTACT_THANKS });
    }),

    listContactMessages: defineHandler('listContactMessages', async () => listContactRecords(deps)),
  };
}
