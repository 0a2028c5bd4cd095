import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { profileEditMachine, type ProfileValues } from '../../../machines/profile-edit.machine';
import { modelEvents, profileEditModel } from '../../../tests/machines/models';
import type { ProfileEditScreen } from '../../../tests/machines/oracles/profile-edit.oracle';
import { useSessionIn, type E2eSession } from '../../support/members';
import { NetworkGate } from '../support/network-gate';
import { ensureQaMember, loginViaApi, QA_PROFESSIONAL } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

/** The QA member's profile as the page loads it (the mail is not part of any check). */
const LOADED: ProfileValues = {
  picture: null,
  first_name: QA_PROFESSIONAL.first,
  last_name: QA_PROFESSIONAL.last,
  mail: 'qa-profile@qa.example',
  institution_name: QA_PROFESSIONAL.institution,
  profession: QA_PROFESSIONAL.profession,
  specialty: QA_PROFESSIONAL.specialty,
  country: QA_PROFESSIONAL.country,
};
const NEW_FIRST = 'Augusta';
const NEW_INSTITUTION = 'Other Hospital';
const RENAMED: ProfileValues = { ...LOADED, first_name: NEW_FIRST };
const MOVED: ProfileValues = { ...LOADED, institution_name: NEW_INSTITUTION };

const PICTURE = 'Profile picture and name';
const PROFESSIONAL = 'Professional Info';
/** The field a path edits in each block. */
const FIELD = {
  picture: { label: 'First Name', key: 'first_name' },
  professional: { label: 'Institution Name', key: 'institution_name' },
} as const;

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as EventObject;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a user can do, on top of the machine's rules: each block edits its own field; Save always
 * sends the form's values and the server answers the reload with what was saved; an invalid value
 * is typed only over a valid edit (so the page's own validity report follows the typing); a modal
 * dialog leaves only its own buttons (and the browser's Back); after a saved change the paths only
 * look at the saved values, since every other flow would repeat with other values (the Vitest
 * model runs those).
 */
function userCan(state: AnyMachineSnapshot, event: EventObject): boolean {
  const { activeBlock, isValid, isDirty, draft, profile, showSuccess } = state.context as {
    activeBlock: string | null;
    isValid: boolean;
    isDirty: boolean;
    draft: ProfileValues | null;
    profile: ProfileValues | null;
    showSuccess: boolean;
  };
  const payload = event as EventObject & { values?: Partial<ProfileValues>; valid?: boolean; output?: unknown };
  // The success dialog is modal: only its OK (or the browser's Back) can be used while it is open.
  if (showSuccess && event.type !== 'success.close' && event.type !== 'nav.back') return false;
  // After a saved change, only look at it (view mode, edit mode, back): the rest repeats with other values.
  if (!same(profile, LOADED) && profile !== null) {
    return ['success.close', 'nav.back', 'edit.picture', 'edit.professional', 'edit.cancel'].includes(event.type);
  }
  switch (event.type) {
    case 'form.change': {
      const key = activeBlock === 'picture' ? 'first_name' : 'institution_name';
      return isValid && payload.values !== undefined && key in payload.values && draft?.[key] !== payload.values[key];
    }
    case 'form.validity':
      return payload.valid ? !isValid : isDirty && isValid;
    case 'edit.save':
      return same(payload.values, draft);
    case 'xstate.done.actor.reloadProfile':
      return same(payload.output, draft);
    case 'success.close':
      // Its OK button exists only while the dialog is shown.
      return showSuccess;
    default:
      return true;
  }
}

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
  slug: 'profile-edit',
  models: [
    {
      ...profileEditModel,
      name: 'profileEdit (UI)',
      events: modelEvents(profileEditMachine, [
        done('loadProfile', LOADED),
        failed('loadProfile', 'Could not fetch profile details.'),
        { type: 'profile.retry' },
        { type: 'edit.picture' },
        { type: 'edit.professional' },
        { type: 'form.change', values: { first_name: NEW_FIRST } },
        { type: 'form.change', values: { institution_name: NEW_INSTITUTION } },
        { type: 'form.validity', valid: false },
        { type: 'form.validity', valid: true },
        { type: 'edit.cancel' },
        { type: 'edit.save', values: LOADED },
        { type: 'edit.save', values: RENAMED },
        { type: 'edit.save', values: MOVED },
        { type: 'confirm.accept' },
        { type: 'confirm.reject' },
        { type: 'nav.back' },
        { type: 'nav.leave' },
        { type: 'success.close' },
        done('saveProfile'),
        failed('saveProfile', 'Could not update details.'),
        done('reloadProfile', LOADED),
        done('reloadProfile', RENAMED),
        done('reloadProfile', MOVED),
        failed('reloadProfile', 'Could not fetch profile details.'),
      ]),
      filter: userCan,
    },
  ],
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
  events: {
    'xstate.done.actor.loadProfile': {
      how: 'the held GET /jsonapi/user/profile/ goes on to the server',
      act: (ctx) => ctx.profile.pass(),
    },
    'xstate.error.actor.loadProfile': {
      how: 'the held GET /jsonapi/user/profile/ is answered 500, and so is the one retry the app makes',
      act: (ctx) => failQuery(ctx),
    },
    'profile.retry': { how: "click 'Try again'", act: (ctx) => ctx.page.getByRole('button', { name: 'Try again' }).click() },
    'edit.picture': {
      how: `click 'Edit ${PICTURE}'`,
      act: (ctx) => ctx.page.getByRole('button', { name: `Edit ${PICTURE}` }).click(),
    },
    'edit.professional': {
      how: `click 'Edit ${PROFESSIONAL}'`,
      act: (ctx) => ctx.page.getByRole('button', { name: `Edit ${PROFESSIONAL}` }).click(),
    },
    'form.change': {
      how: 'type a new first name (picture block) or institution name (professional block)',
      act: async (ctx, event) => {
        const values = (event as EventObject & { values: Partial<ProfileValues> }).values;
        if (values.first_name !== undefined) await field(ctx.page, 'picture').fill(values.first_name);
        if (values.institution_name !== undefined) await field(ctx.page, 'professional').fill(values.institution_name);
      },
    },
    'form.validity': {
      how: 'make the edited field invalid by typing a digit after it (valid: delete the digit again); the page reports validity itself',
      act: async (ctx, event, _step, before) => {
        const block = before.editingBlock!;
        const { key } = FIELD[block];
        const current = String(before.draft?.[key] ?? '');
        const next = (event as EventObject & { valid: boolean }).valid ? current.replace(/1$/, '') : `${current}1`;
        await field(ctx.page, block).fill(next);
        return [{ type: 'form.change', values: { [key]: next } } as EventObject];
      },
    },
    'edit.cancel': {
      how: "click 'Cancel editing <block>'",
      act: (ctx, _event, _step, before) =>
        ctx.page.getByRole('button', { name: `Cancel editing ${blockName(before.editingBlock)}` }).click(),
    },
    'edit.save': {
      how: "click 'Save <block>' (blocked: Save is disabled)",
      act: async (ctx, _event, step, before) => {
        const save = ctx.page.getByRole('button', { name: `Save ${blockName(before.editingBlock)}` });
        if (step.blocked) await expect(save).toBeDisabled();
        else await save.click();
      },
    },
    'confirm.accept': {
      how: "click 'Yes, discard changes' in 'Unsaved changes'",
      act: (ctx) =>
        ctx.page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes, discard changes' }).click(),
    },
    'confirm.reject': {
      how: "click 'Cancel' in 'Unsaved changes'",
      act: (ctx) => ctx.page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Cancel' }).click(),
    },
    'nav.back': { how: "the browser's Back button", act: async (ctx) => void (await ctx.page.goBack()) },
    'nav.leave': {
      how: 'user menu → Settings (an in-app navigation away)',
      act: async (ctx) => {
        await ctx.page.getByRole('button', { name: 'User menu' }).click();
        await ctx.page.getByRole('menuitem', { name: 'Settings' }).click();
      },
      blockedUnobservable: 'without unsaved edits the navigation just happens: the page is gone, nothing is left to check',
    },
    'success.close': {
      how: "click OK in 'Congratulations'",
      act: (ctx) => ctx.page.getByRole('dialog', { name: 'Congratulations' }).getByRole('button', { name: 'OK' }).click(),
    },
    'xstate.done.actor.saveProfile': { how: 'the held PATCH /user/{uid} goes on to the server', act: (ctx) => ctx.save.pass() },
    'xstate.error.actor.saveProfile': {
      how: "the held PATCH /user/{uid} is answered 500 {message: 'Could not update details.'}",
      act: (ctx) => ctx.save.fail(500, { message: 'Could not update details.' }),
    },
    'xstate.done.actor.reloadProfile': {
      how: 'the held reload (GET /jsonapi/user/profile/) goes on',
      act: (ctx) => ctx.profile.pass(),
    },
    'xstate.error.actor.reloadProfile': {
      how: 'the held reload (GET /jsonapi/user/profile/) is answered 500, and so is its one retry',
      act: (ctx) => failQuery(ctx),
    },
  },
  states: {
    loading: "the 'Loading your profile' spinner",
    loadFailed: "'We could not load your profile.' and 'Try again'",
    viewing: "'My Account' with the loaded name and institution and an Edit button per block; no leave warning",
    editing:
      'the block in edit mode with the draft in its field; Save enabled only when valid; the leave warning armed while unsaved',
    confirmingLeave: "the 'Unsaved changes' dialog: 'Are you sure you want to leave? All provided data will be lost.'",
    confirmingBack: "the 'Unsaved changes' dialog: 'You have unsaved changes. Are you sure you want to go back?'",
    confirmingExit: "the 'Unsaved changes' dialog: 'Are you sure you want to leave? All provided data will be lost.'",
    saving: "the 'Saving your profile' spinner",
    reloading: "the 'Saving your profile' spinner",
    left: 'the previous page (Back went on)',
    leftPage: 'the page navigated to (Settings)',
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
