import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ProfileValues } from '../../../machines/profile-edit.machine';
import type { ProfileEditScreen } from '../../../tools/shared/machine-paths/oracles/profile-edit.oracle';
import {
  LOADED,
  PICTURE,
  PROFESSIONAL,
  profileEditUiPlan,
} from '../../../tools/shared/machine-paths/ui-plans/profile-edit.ui-plan';
import { useSessionIn, type E2eSession } from '../../support/members';
import { NetworkGate } from '../support/network-gate';
import { ensureQaMember, loginViaApi } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

/** The field a path edits in each block. */
const FIELD = {
  picture: { label: 'First Name', key: 'first_name' },
  professional: { label: 'Institution Name', key: 'institution_name' },
} as const;

interface Ctx extends UiBase {
  profile: NetworkGate;
  save: NetworkGate;
}

const blockName = (block: 'picture' | 'professional' | null) => (block === 'professional' ? PROFESSIONAL : PICTURE);
const field = (page: Page, block: 'picture' | 'professional') => page.getByRole('textbox', { name: FIELD[block].label });

async function resetProfile(ctx: UiBase, session: E2eSession) {
  const wrap = (value: string) => ({ value });
  const response = await ctx.request.patch(`/user/${session.current_user.uid}?_format=json`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      field_picture: wrap(''),
      field_first_name: wrap(LOADED.first_name),
      field_last_name: wrap(LOADED.last_name),
      field_institution_name: wrap(LOADED.institution_name!),
      field_profession: wrap(LOADED.profession!),
      field_specialty: wrap(LOADED.specialty!),
      field_country: wrap(LOADED.country!),
    },
  });
  if (!response.ok()) throw new Error(`profile reset failed: ${response.status()} ${await response.text()}`);
}

/** A failed profile fetch: the app's query client retries a failed query once (src/app/AppProviders.tsx). */
async function failQuery(ctx: Ctx) {
  for (let attempt = 0; attempt < 2; attempt++) await ctx.profile.fail(500, { message: 'Could not fetch profile details.' });
}

/** Whether the page asks the browser to warn before unloading (its beforeunload listener). */
const warnsBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

export const profileEditDriver: UiDriver<Ctx, ProfileEditScreen> = {
  ...profileEditUiPlan,
  start: async (base) => {
    const member = await ensureQaMember(base.request, 'professional', 'qa-profile');
    const session = await loginViaApi(base.request, member.email);
    await resetProfile(base, session);
    await useSessionIn(base.page, {
      ...session,
      user_extra_details: {
        ...session.user_extra_details,
        first_name: LOADED.first_name,
        last_name: LOADED.last_name,
        user_picture: null,
      },
    });
    const profile = await NetworkGate.hold(base.page, 'GET', /\/jsonapi\/user\/profile\//);
    const save = await NetworkGate.hold(base.page, 'PATCH', /\/user\/\d+\?/);
    // Home first, then My Account from the user menu, so the browser has a page to go back to.
    await base.page.goto('/');
    await base.page.getByRole('button', { name: 'User menu' }).click();
    await base.page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(base.page).toHaveURL(/\/userProfile$/);
    return { ...base, profile, save };
  },
  acts: {
    'xstate.done.actor.loadProfile': (ctx) => ctx.profile.pass(),
    'xstate.error.actor.loadProfile': (ctx) => failQuery(ctx),
    'profile.retry': (ctx) => ctx.page.getByRole('button', { name: 'Try again' }).click(),
    'edit.picture': (ctx) => ctx.page.getByRole('button', { name: `Edit ${PICTURE}` }).click(),
    'edit.professional': (ctx) => ctx.page.getByRole('button', { name: `Edit ${PROFESSIONAL}` }).click(),
    'form.change': async (ctx, event) => {
      const values = (event as EventObject & { values: Partial<ProfileValues> }).values;
      if (values.first_name !== undefined) await field(ctx.page, 'picture').fill(values.first_name);
      if (values.institution_name !== undefined) await field(ctx.page, 'professional').fill(values.institution_name);
    },
    'form.validity': async (ctx, event, _step, before) => {
      const block = before.editingBlock!;
      const { key } = FIELD[block];
      const current = String(before.draft?.[key] ?? '');
      const next = (event as EventObject & { valid: boolean }).valid ? current.replace(/1$/, '') : `${current}1`;
      await field(ctx.page, block).fill(next);
      return [{ type: 'form.change', values: { [key]: next } } as EventObject];
    },
    'edit.cancel': (ctx, _event, _step, before) =>
      ctx.page.getByRole('button', { name: `Cancel editing ${blockName(before.editingBlock)}` }).click(),
    'edit.save': async (ctx, _event, step, before) => {
      const save = ctx.page.getByRole('button', { name: `Save ${blockName(before.editingBlock)}` });
      if (step.blocked) await expect(save).toBeDisabled();
      else await save.click();
    },
    'confirm.accept': (ctx) =>
      ctx.page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes, discard changes' }).click(),
    'confirm.reject': (ctx) =>
      ctx.page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Cancel' }).click(),
    'nav.back': async (ctx) => void (await ctx.page.goBack()),
    'nav.leave': async (ctx) => {
      await ctx.page.getByRole('button', { name: 'User menu' }).click();
      await ctx.page.getByRole('menuitem', { name: 'Settings' }).click();
    },
    'success.close': (ctx) =>
      ctx.page.getByRole('dialog', { name: 'Congratulations' }).getByRole('button', { name: 'OK' }).click(),
    'xstate.done.actor.saveProfile': (ctx) => ctx.save.pass(),
    'xstate.error.actor.saveProfile': (ctx) => ctx.save.fail(500, { message: 'Could not update details.' }),
    'xstate.done.actor.reloadProfile': (ctx) => ctx.profile.pass(),
    'xstate.error.actor.reloadProfile': (ctx) => failQuery(ctx),
  },
  see: async (ctx, screen, outcome) => {
    const { page } = ctx;
    const emitted = outcome.emitted ?? [];
    if (emitted.some((event) => event.type === 'navigate.back')) {
      await expect(page).not.toHaveURL(/\/userProfile/);
      return;
    }
    if (emitted.some((event) => event.type === 'navigate.leave')) {
      await expect(page).toHaveURL(/\/settings$/);
      return;
    }
    const loading = page.getByLabel('Loading your profile');
    const saving = page.getByLabel('Saving your profile');
    await (screen.isBusy && !screen.isSaving ? expect(loading).toBeVisible() : expect(loading).toBeHidden());
    await (screen.isSaving ? expect(saving).toBeVisible() : expect(saving).toBeHidden());
    const failedText = page.getByText('We could not load your profile.');
    await (screen.isLoadFailed ? expect(failedText).toBeVisible() : expect(failedText).toBeHidden());
    if (screen.profile && !(screen.isBusy && !screen.isSaving)) {
      await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
      const shown = screen.isEditingPicture ? screen.draft! : screen.profile;
      if (screen.isEditingPicture) {
        await expect(field(page, 'picture')).toHaveValue(shown.first_name);
      } else {
        await expect(page.getByTestId('profile-name')).toHaveText(`${shown.first_name} ${shown.last_name}`);
      }
      if (screen.isEditingProfessional) {
        await expect(field(page, 'professional')).toHaveValue(screen.draft!.institution_name ?? '');
      } else {
        const institution = page
          .getByRole('region', { name: PROFESSIONAL })
          .locator('dt', { hasText: 'Institution Name' })
          .locator('+ dd');
        await expect(institution).toHaveText(screen.profile.institution_name ?? '');
      }
      if (screen.editingBlock) {
        const save = page.getByRole('button', { name: `Save ${blockName(screen.editingBlock)}` });
        await (screen.canSave ? expect(save).toBeEnabled() : expect(save).toBeDisabled());
      }
    }
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    await (screen.confirmPrompt ? expect(prompt).toContainText(screen.confirmPrompt) : expect(prompt).toBeHidden());
    const success = page.getByRole('dialog', { name: 'Congratulations' });
    await (screen.showSuccess ? expect(success).toBeVisible() : expect(success).toBeHidden());
    await expect.poll(() => warnsBeforeUnload(page)).toBe(screen.warnBeforeUnload);
    const failure = emitted.find((event) => event.type === 'save.failed') as
      (EventObject & { message: string | null }) | undefined;
    if (failure?.message) await expect(page.getByText('Your profile was not saved')).toBeVisible();
  },
  knownIssues: [],
};
