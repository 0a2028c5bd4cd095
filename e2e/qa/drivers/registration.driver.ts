import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { RegistrationScreen } from '../../../tools/shared/machine-paths/oracles/registration.oracle';
import { CLAIMS, INVALID_JWT, registrationUiPlan } from '../../../tools/shared/machine-paths/ui-plans/registration.ui-plan';
import { inviteDistributor } from '../../accounts.fixtures';
import { RegisterPage } from '../../pages/register.page';
import { NetworkGate } from '../support/network-gate';
import { QA_PASSWORD, uniqueEmail } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

const COUNTRY_NAMES: Record<string, string> = { IT: 'Italy' };

interface Ctx extends UiBase {
  kind: 'no jwt' | 'jwt' | 'malformed jwt';
  register: NetworkGate;
  emailCheck: NetworkGate | null;
  invitedEmail: string;
}

const tab = (page: Page, name: 'Healthcare Professional' | 'Distributor') => page.getByRole('tab', { name });
const REACH_OUT = /Please reach out to your .+ representative or use the Contact Form\./;

export const registrationDriver: UiDriver<Ctx, RegistrationScreen> = {
  ...registrationUiPlan,
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
  acts: {
    'xstate.done.actor.decodeInvitation': async (ctx) => {
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
    'xstate.error.actor.decodeInvitation': async (ctx) => void (await ctx.page.goto(`/register/${INVALID_JWT}`)),
    'xstate.done.actor.checkEmailTaken': async (ctx, event) => {
      if ((event as EventObject & { output: boolean }).output)
        await ctx.emailCheck!.answer(200, [{ uid: '1', mail: ctx.invitedEmail }]);
      else await ctx.emailCheck!.pass();
    },
    'xstate.error.actor.checkEmailTaken': (ctx) => ctx.emailCheck!.fail(500, { message: 'Could not fetch valid emails.' }),
    'tab.select': async (ctx, event, step) => {
      const name = (event as EventObject & { tab: string }).tab === 'professional' ? 'Healthcare Professional' : 'Distributor';
      // With a jwt the Healthcare Professional tab cannot be clicked; the active tab can, to no effect.
      if (step.blocked && name === 'Healthcare Professional' && ctx.kind === 'jwt')
        await expect(tab(ctx.page, name)).toBeDisabled();
      else await tab(ctx.page, name).click();
    },
    'contact.open': (ctx) => ctx.page.getByRole('tabpanel').getByRole('button', { name: 'Contact Form' }).click(),
    'contact.close': (ctx) =>
      ctx.page.getByRole('dialog', { name: 'Contact Us For Help' }).getByRole('button', { name: 'Close dialog' }).click(),
    'form.submit': async (ctx, _event, _step, before) => {
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
    'xstate.done.actor.registerUser': (ctx) => ctx.register.pass(),
    'xstate.error.actor.registerUser': (ctx) => ctx.register.fail(400, { message: 'Could not create quote.' }),
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
  // An oracle path (issue 43) that failed in its first UI run, 2026-12-02; not triaged yet.
  knownIssues: [
    {
      reason:
        'oracle path, first UI run 2026-12-02: a second submit after a failed one finds Speciality disabled ("Select a profession first"), so the form cannot be filled again. Untriaged: page or driver.',
      applies: (path) => path.id === 'registration (no jwt)#66549eb',
    },
  ],
};
