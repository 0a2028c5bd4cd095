import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registrationMachine, type InvitationClaims } from '../../../machines/registration.machine';
import { modelEvents, registrationModels } from '../../../tests/machines/models';
import type { RegistrationScreen } from '../../../tests/machines/oracles/registration.oracle';
import type { MachineModel } from '../../../tests/machines/test-model';
import { inviteDistributor } from '../../accounts.fixtures';
import { RegisterPage } from '../../pages/register.page';
import { NetworkGate } from '../support/network-gate';
import { QA_DISTRIBUTOR, QA_PASSWORD, uniqueEmail } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

/**
 * /register with no jwt, with an invitation (`npm run portal -- invite`, as the journeys do) and
 * with a malformed jwt. The invitation's claims are the QA distributor's; its email is made unique
 * per path (registrations must not collide), so the prefill check reads that address.
 */
const CLAIMS: InvitationClaims = {
  eid: 'invited@qa.example',
  firstname: QA_DISTRIBUTOR.first,
  lastname: QA_DISTRIBUTOR.last,
  dname: QA_DISTRIBUTOR.company,
  country: QA_DISTRIBUTOR.country,
};
const COUNTRY_NAMES: Record<string, string> = { IT: 'Italy' };
/** Well-formed (three parts) but not an invitation: decoding it fails. */
const INVALID_JWT = 'aaa.bbb.ccc';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as EventObject;

const events = modelEvents(registrationMachine, [
  { type: 'tab.select', tab: 'professional' },
  { type: 'tab.select', tab: 'distributor' },
  { type: 'contact.open' },
  { type: 'contact.close' },
  { type: 'form.submit', values: {} },
  done('decodeInvitation', CLAIMS),
  failed('decodeInvitation', 'Invalid invitation link'),
  done('checkEmailTaken', true),
  done('checkEmailTaken', false),
  failed('checkEmailTaken', 'Could not fetch valid emails.'),
  done('registerUser', null),
  failed('registerUser', 'Could not create quote.'),
]);

const uiModel = (model: MachineModel, name: string): MachineModel => ({
  ...model,
  name: `registration (${name})`,
  events,
  // The contact form is modal: while it is open only its close icon can be used.
  filter: (state: AnyMachineSnapshot, event: EventObject) =>
    !state.matches({ distributor: { invitationRequired: 'contactOpen' } }) || event.type === 'contact.close',
  simplePaths: false,
});

interface Ctx extends UiBase {
  kind: 'no jwt' | 'jwt' | 'malformed jwt';
  register: NetworkGate;
  emailCheck: NetworkGate | null;
  invitedEmail: string;
}

const tab = (page: Page, name: 'Healthcare Professional' | 'Distributor') => page.getByRole('tab', { name });
const REACH_OUT = /Please reach out to your .+ representative or use the Contact Form\./;

export const registrationDriver: UiDriver<Ctx, RegistrationScreen> = {
  slug: 'registration',
  models: [
    uiModel(registrationModels[0]!, 'no jwt'),
    uiModel(registrationModels[1]!, 'jwt'),
    uiModel(registrationModels[2]!, 'malformed jwt'),
  ],
  start: async (base, model) => {
    const kind = /\((.+)\)$/.exec(model.name)![1] as Ctx['kind'];
    const register = await NetworkGate.hold(base.page, 'POST', /\/user\/registerpass\?/);
    const emailCheck = kind === 'jwt' ? await NetworkGate.hold(base.page, 'GET', /\/jsonapi\/user\/email\//) : null;
    const ctx: Ctx = { ...base, kind, register, emailCheck, invitedEmail: '' };
    // With a jwt the decode outcome decides which link is opened (see the decodeInvitation events).
    if (kind === 'no jwt') await base.page.goto('/register');
    if (kind === 'malformed jwt') await base.page.goto('/register/aaa.bbb');
    return ctx;
  },
  events: {
    'xstate.done.actor.decodeInvitation': {
      how: 'open the /register/{jwt} link printed by `npm run portal -- invite` (the claims above, a fresh email)',
      act: async (ctx) => {
        ctx.invitedEmail = uniqueEmail('qa-invited');
        const link = await inviteDistributor({
          email: ctx.invitedEmail,
          first: CLAIMS.firstname,
          last: CLAIMS.lastname,
          company: CLAIMS.dname,
          country: CLAIMS.country,
        });
        await ctx.page.goto(link);
      },
    },
    'xstate.error.actor.decodeInvitation': {
      how: `open /register/${INVALID_JWT} (three parts, no invitation claims)`,
      act: async (ctx) => void (await ctx.page.goto(`/register/${INVALID_JWT}`)),
    },
    'xstate.done.actor.checkEmailTaken': {
      how: 'the held GET /jsonapi/user/email/{email} goes on to the server (free email), or is answered with an account (taken)',
      act: async (ctx, event) => {
        if ((event as EventObject & { output: boolean }).output)
          await ctx.emailCheck!.answer(200, [{ uid: '1', mail: ctx.invitedEmail }]);
        else await ctx.emailCheck!.pass();
      },
    },
    'xstate.error.actor.checkEmailTaken': {
      how: 'the held GET /jsonapi/user/email/{email} is answered 500',
      act: (ctx) => ctx.emailCheck!.fail(500, { message: 'Could not fetch valid emails.' }),
    },
    'tab.select': {
      how: 'click the tab (blocked: the Healthcare Professional tab is disabled with a jwt; the active tab stays)',
      act: async (ctx, event, step) => {
        const name = (event as EventObject & { tab: string }).tab === 'professional' ? 'Healthcare Professional' : 'Distributor';
        // With a jwt the Healthcare Professional tab cannot be clicked; the active tab can, to no effect.
        if (step.blocked && name === 'Healthcare Professional' && ctx.kind === 'jwt')
          await expect(tab(ctx.page, name)).toBeDisabled();
        else await tab(ctx.page, name).click();
      },
    },
    'contact.open': {
      how: "click 'Contact Form' in the invitation-required message",
      act: (ctx) => ctx.page.getByRole('tabpanel').getByRole('button', { name: 'Contact Form' }).click(),
    },
    'contact.close': {
      how: "the close icon of 'Contact Us For Help'",
      act: (ctx) =>
        ctx.page.getByRole('dialog', { name: 'Contact Us For Help' }).getByRole('button', { name: 'Close dialog' }).click(),
    },
    'form.submit': {
      how: 'fill the shown form with valid values (a fresh email; the invited values stay) and press Continue',
      act: async (ctx, _event, _step, before) => {
        const page = new RegisterPage(ctx.page);
        if (before.showProfessionalForm) {
          await page.fillProfessional({
            firstName: 'Quinn',
            lastName: 'Tester',
            profession: 'Ophthalmic Surgeon',
            speciality: 'Glaucoma',
            institution: 'Eye Clinic North',
            country: 'Sweden',
            email: uniqueEmail('qa-register'),
            password: QA_PASSWORD,
          });
        } else {
          await page.fillPasswords(QA_PASSWORD);
          await page.acceptConsents();
        }
        await page.submit();
      },
    },
    'xstate.done.actor.registerUser': {
      how: 'the held POST /user/registerpass goes on to the server',
      act: (ctx) => ctx.register.pass(),
    },
    'xstate.error.actor.registerUser': {
      how: "the held POST /user/registerpass is answered 400 {message: 'Could not create quote.'}",
      act: (ctx) => ctx.register.fail(400, { message: 'Could not create quote.' }),
    },
  },
  states: {
    professional: 'the Healthcare Professional tab selected with its form',
    invitationRequired: "the Distributor tab with 'Please reach out to your … representative or use the Contact Form.'",
    contactOpen: "the 'Contact Us For Help' dialog over it",
    decoding: 'the loading overlay (the invitation is read)',
    checkingEmail: 'the loading overlay; the Healthcare Professional tab disabled',
    distributorForm: 'the distributor form prefilled read-only from the invitation; the Healthcare Professional tab disabled',
    submitting: 'the loading overlay over the form',
    home: 'the home page (/)',
    registered: "'CONGRATULATIONS' (/registerConfirmation) or 'Registration successful' (/distributorConfirmation)",
  },
  see: async (ctx, screen) => {
    const { page } = ctx;
    if (page.url() === 'about:blank') return;
    if (screen.redirectTo) {
      await expect(page).toHaveURL(screen.redirectTo === '/' ? /\/$/ : new RegExp(`${screen.redirectTo}$`));
      if (screen.redirectTo === '/registerConfirmation')
        await expect(page.getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();
      if (screen.redirectTo === '/distributorConfirmation') {
        await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
      }
      return;
    }
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    const active = screen.activeTab === 'professional' ? 'Healthcare Professional' : 'Distributor';
    await expect(tab(page, active)).toHaveAttribute('aria-selected', 'true');
    const healthcare = tab(page, 'Healthcare Professional');
    await (screen.isProfessionalTabDisabled ? expect(healthcare).toBeDisabled() : expect(healthcare).toBeEnabled());
    const overlay = page.getByLabel('Loading');
    await (screen.isCheckingInvitation || screen.isSubmitting ? expect(overlay).toBeVisible() : expect(overlay).toBeHidden());
    const professionalForm = page.getByRole('textbox', { name: 'Institution Name' });
    await (screen.showProfessionalForm ? expect(professionalForm).toBeVisible() : expect(professionalForm).toBeHidden());
    const reachOut = page.getByText(REACH_OUT);
    await (screen.showInvitationRequired ? expect(reachOut).toBeVisible() : expect(reachOut).toBeHidden());
    const contact = page.getByRole('dialog', { name: 'Contact Us For Help' });
    await (screen.isContactOpen ? expect(contact).toBeVisible() : expect(contact).toBeHidden());
    const company = page.getByRole('textbox', { name: 'Distributor/Company name' });
    if (screen.showDistributorForm && screen.prefill) {
      await expect(company).toHaveValue(screen.prefill.companyName);
      await expect(company).toHaveAttribute('readonly', '');
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(screen.prefill.firstName);
      await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(screen.prefill.lastName);
      await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue(
        COUNTRY_NAMES[screen.prefill.country] ?? screen.prefill.country,
      );
      const email = screen.prefill.email === CLAIMS.eid ? ctx.invitedEmail : screen.prefill.email;
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    } else {
      await expect(company).toBeHidden();
    }
    const alert = page.getByRole('alert').filter({ hasText: screen.error ?? '' });
    if (screen.error) await expect(alert).toBeVisible();
  },
};
