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
  return { actor, succeeded };
}

describe('formDialogMachine', () => {
  it('opens, shows the loading overlay while submitting, then the confirmation', async () => {
    const { actor, succeeded } = startDialog(async (values) => ({ sentTo: values.mail }));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.submit', values: { mail: 'ada@example.com' } });
    expect(toFormDialogView(actor.getSnapshot()).isLoading).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'success' }));
    expect(toFormDialogView(actor.getSnapshot()).result).toEqual({ sentTo: 'ada@example.com' });
    expect(succeeded).toEqual([{ sentTo: 'ada@example.com' }]);
  });

  it('keeps the server message on failure and lets the user retry', async () => {
    const { actor } = startDialog(async () => {
      throw new Error('The old password is not correct.');
    });
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(toFormDialogView(actor.getSnapshot()).error).toBe('The old password is not correct.');
  });

  it('uses the fallback (default none) when the failure carries no message', async () => {
    const silent = startDialog(async () => Promise.reject('network'));
    silent.actor.send({ type: 'dialog.open' });
    silent.actor.send({ type: 'dialog.submit', values: {} });
    await waitFor(silent.actor, (s) => s.matches({ open: 'editing' }));
    expect(silent.actor.getSnapshot().context.error).toBeNull();

    const loud = startDialog(async () => Promise.reject('network'), 'Could not update password data.');
    loud.actor.send({ type: 'dialog.open' });
    loud.actor.send({ type: 'dialog.submit', values: {} });
    await waitFor(loud.actor, (s) => s.matches({ open: 'editing' }));
    expect(loud.actor.getSnapshot().context.error).toBe('Could not update password data.');
  });

  it('closes from any open state and resets, including while submitting', () => {
    const { actor } = startDialog(() => new Promise(() => {}));
    actor.send({ type: 'dialog.open', content: '<p>consent</p>' });
    expect(toFormDialogView(actor.getSnapshot()).content).toBe('<p>consent</p>');
    actor.send({ type: 'dialog.submit', values: {} });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ content: null, error: null, result: null });
  });
});
