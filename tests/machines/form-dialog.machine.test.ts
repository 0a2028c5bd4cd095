import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formDialogMachine, type DialogValues } from '../../machines/form-dialog.machine';
import { toFormDialogView } from '../../machines/form-dialog.view';

function startDialog(submit: (values: DialogValues) => Promise<unknown>, fallbackError?: string) {
  const machine = formDialogMachine.provide({
    actors: { submitDialog: fromPromise<unknown, DialogValues>(({ input }) => submit(input)) },
  });
  const actor = createActor(machine, { input: fallbackError === undefined ? {} : { fallbackError } }).start();
  const succeeded: unknown[] = [];
  actor.on('dialog.succeeded', (event) => succeeded.push(event.output));
  return { actor, succeeded, view: () => toFormDialogView(actor.getSnapshot(), actor.send) };
}

describe('formDialogMachine', () => {
  it('opens, shows the loading overlay while submitting, then the confirmation', async () => {
    const { actor, succeeded, view } = startDialog(async (values) => ({ sentTo: values.mail }));
    view().open();
    view().submit({ mail: 'ada@example.com' });
    expect(view().isLoading).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'success' }));
    expect(view().result).toEqual({ sentTo: 'ada@example.com' });
    expect(succeeded).toEqual([{ sentTo: 'ada@example.com' }]);
  });

  it('keeps the server message on failure and lets the user retry', async () => {
    const { actor, view } = startDialog(async () => {
      throw new Error('The old password is not correct.');
    });
    view().open();
    view().submit({});
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(view().error).toBe('The old password is not correct.');
  });

  it('uses the fallback (default none) when the failure carries no message', async () => {
    const silent = startDialog(async () => Promise.reject('network'));
    silent.view().open();
    silent.view().submit({});
    await waitFor(silent.actor, (s) => s.matches({ open: 'editing' }));
    expect(silent.actor.getSnapshot().context.error).toBeNull();

    const loud = startDialog(async () => Promise.reject('network'), 'Could not update password data.');
    loud.view().open();
    loud.view().submit({});
    await waitFor(loud.actor, (s) => s.matches({ open: 'editing' }));
    expect(loud.actor.getSnapshot().context.error).toBe('Could not update password data.');
  });

  it('closes from any open state and resets, including while submitting', () => {
    const { actor, view } = startDialog(() => new Promise(() => {}));
    view().open('<p>consent</p>');
    expect(view().content).toBe('<p>consent</p>');
    view().submit({});
    view().close();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ content: null, error: null, result: null });
  });
});
