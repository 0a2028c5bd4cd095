import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { BACK_PROMPT, LEAVE_BLOCK_PROMPT, profileEditMachine, type ProfileValues } from '../../../machines/profile-edit.machine';
import { pending } from '../../../tools/shared/machine-paths/models';
import { createMachineTestModel } from '../../../tools/shared/machine-paths/test-model';
import { fireEvent, memberSession, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { professionalRecord, profileBackend } from './profile-fixtures';

/**
 * The profile-edit machine's shortest paths through the unsaved-change guards, replayed against
 * the rendered My Account page: each event is a user action (a click, typing, the browser's back
 * button) and each state is checked in the DOM. Saving is covered by profile-page.test.tsx.
 */
const loaded: ProfileValues = {
  picture: professionalRecord.picture,
  first_name: professionalRecord.first_name,
  last_name: professionalRecord.last_name,
  mail: professionalRecord.mail,
  institution_name: professionalRecord.institution_name,
  profession: professionalRecord.profession.termid,
  specialty: professionalRecord.specialty.termid,
  country: professionalRecord.country,
};
const EDITED = { first_name: 'Augusta', institution_name: 'Other Hospital' } as const;

const GUARD_EVENTS = new Set([
  'xstate.done.actor.loadProfile',
  'edit.picture',
  'edit.professional',
  'form.change',
  'edit.cancel',
  'confirm.accept',
  'confirm.reject',
  'nav.back',
]);

const model = createMachineTestModel({
  name: 'profileEdit (rendered)',
  machine: profileEditMachine.provide({ actors: { loadProfile: pending(), saveProfile: pending() } }),
  events: [
    { type: 'xstate.done.actor.loadProfile', output: loaded } as EventObject,
    { type: 'form.change', values: { first_name: EDITED.first_name } } as EventObject,
    { type: 'form.change', values: { institution_name: EDITED.institution_name } } as EventObject,
  ],
});

// Each block edits its own field: the picture block the first name, the professional block the institution.
const fitsActiveBlock = (state: AnyMachineSnapshot, event: EventObject) => {
  if (event.type !== 'form.change') return true;
  const values = (event as unknown as { values: Partial<ProfileValues> }).values;
  return state.context.activeBlock === 'picture' ? 'first_name' in values : 'institution_name' in values;
};

const paths = model.getShortestPaths({
  filterEvents: (state, event) => GUARD_EVENTS.has(event.type) && state.can(event) && fitsActiveBlock(state, event),
});

/** 'load → edit.picture → form.change(first_name) → nav.back ⇒ editing.confirmingBack' */
function describePath(path: (typeof paths)[number]): string {
  const events = path.steps.slice(1).map(({ event }) => {
    if (event.type === 'xstate.done.actor.loadProfile') return 'load';
    if (event.type === 'form.change')
      return `form.change(${Object.keys((event as unknown as { values: object }).values).join()})`;
    return event.type;
  });
  const target =
    typeof path.state.value === 'string'
      ? path.state.value
      : Object.entries(path.state.value)
          .map(([k, v]) => `${k}.${String(v)}`)
          .join();
  return `${events.join(' → ')} ⇒ ${target}`;
}

let browserLeft = false;
let appWentBack = 0;

beforeEach(() => {
  browserLeft = false;
  appWentBack = 0;
  // A guard entry of an earlier test must not look armed.
  window.history.replaceState(null, '', window.location.href);
  const back = window.history.back.bind(window.history);
  vi.spyOn(window.history, 'back').mockImplementation(() => {
    appWentBack += 1;
    back();
  });
});
afterEach(() => vi.restoreAllMocks());

const firstName = () => screen.getByRole('textbox', { name: 'First Name' });
const institution = () => screen.getByRole('textbox', { name: 'Institution Name' });
const promptDialog = () => screen.findByRole('dialog', { name: 'Unsaved changes' });

/** Whether the page's beforeunload listener asks the browser to warn. */
function warnsBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function expectPrompt(text: string) {
  const dialog = await promptDialog();
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  expect(warnsBeforeUnload()).toBe(true);
}

describe('profile-edit machine against the rendered page', () => {
  it('generates paths through both prompts', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    for (const state of [{ editing: 'confirmingLeave' }, { editing: 'confirmingBack' }, 'leaving', 'viewing']) {
      expect(visited).toContain(JSON.stringify(state));
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', { timeout: 30_000 }, async (_, path) => {
    const user = userEvent.setup();
    renderApp({ path: '/userProfile', session: memberSession, routes: profileBackend(professionalRecord).routes });
    await path.test({
      events: {
        'xstate.done.actor.loadProfile': async () => {
          await screen.findByRole('heading', { name: 'My Account' }, { timeout: 5000 });
        },
        'edit.picture': () => user.click(screen.getByRole('button', { name: 'Edit Profile picture and name' })),
        'edit.professional': () => user.click(screen.getByRole('button', { name: 'Edit Professional Info' })),
        'form.change': ({ event }) => {
          const values = (event as unknown as { values: Partial<ProfileValues> }).values;
          if (values.first_name) fireEvent.change(firstName(), { target: { value: values.first_name } });
          if (values.institution_name) fireEvent.change(institution(), { target: { value: values.institution_name } });
        },
        'edit.cancel': () => user.click(screen.getByRole('button', { name: /^Cancel editing/ })),
        'confirm.accept': async () =>
          user.click(within(await promptDialog()).getByRole('button', { name: 'Yes, discard changes' })),
        'confirm.reject': async () => {
          await user.click(within(await promptDialog()).getByRole('button', { name: 'Cancel' }));
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
        },
        // The browser's back button: it pops the page's guard entry when one is armed, else it leaves.
        'nav.back': () => {
          if ((window.history.state as { profileEditGuard?: boolean } | null)?.profileEditGuard) {
            window.history.back();
            appWentBack -= 1; // that call was the browser's, not the app's
          } else {
            browserLeft = true;
          }
        },
      },
      states: {
        loading: () => expect(screen.getByRole('status')).toBeInTheDocument(),
        viewing: async () => {
          expect(await screen.findByRole('button', { name: 'Edit Profile picture and name' })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Edit Professional Info' })).toBeInTheDocument();
          expect(screen.getByTestId('profile-name')).toHaveTextContent('Anna Berg');
          expect(warnsBeforeUnload()).toBe(false);
        },
        'editing.picture': async (state) => {
          const { isDirty } = state.context;
          await waitFor(() => expect(firstName()).toHaveValue(isDirty ? EDITED.first_name : loaded.first_name));
          expect(screen.queryByRole('textbox', { name: 'Institution Name' })).not.toBeInTheDocument();
          expect(warnsBeforeUnload()).toBe(isDirty);
        },
        'editing.professional': async (state) => {
          const { isDirty } = state.context;
          await waitFor(() => expect(institution()).toHaveValue(isDirty ? EDITED.institution_name : loaded.institution_name));
          expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
          expect(warnsBeforeUnload()).toBe(isDirty);
        },
        'editing.confirmingLeave': () => expectPrompt(LEAVE_BLOCK_PROMPT),
        'editing.confirmingBack': () => expectPrompt(BACK_PROMPT),
        leaving: async () => {
          await waitFor(() => expect(browserLeft || appWentBack > 0).toBe(true));
        },
      },
    });
  });
});
