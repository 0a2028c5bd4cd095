import { describe, expect, it } from 'vitest';
import { transitionsOf } from '../../tools/shared/machine-paths/guards';
import { qaMachines } from '../../tools/shared/machine-paths/qa-machines';

// A machine that gains an event its model does not try would leave that event out of every
// generated path without anyone noticing (coverage only counts what the model can reach).
describe('the QA models', () => {
  it.each(qaMachines.map((machine) => [machine.slug, machine] as const))(
    '%s: the model tries every event the machine handles',
    (_, machine) => {
      const handled = new Set(
        transitionsOf(machine.models[0]!.machine)
          .map((transition) => transition.eventType)
          .filter((type) => type !== '' && !type.startsWith('xstate.after.')),
      );
      const tried = new Set(machine.models.flatMap((model) => model.events.map((event) => event.type)));
      expect([...handled].filter((type) => !tried.has(type))).toEqual([]);
    },
  );
});
