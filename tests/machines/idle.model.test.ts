import { expect } from 'vitest';
import { toIdleView } from '../../machines/idle.view';
import { describeModel } from './model-runner';
import { idleModel } from './models';

// The `after` transition is driven by advancing a SimulatedClock by 6,000,000 ms, not by sending it.
describeModel(idleModel, {
  stopped: ({ live }) => expect(toIdleView(live as never).isWatching).toBe(false),
  active: ({ live }) => expect(toIdleView(live as never).isWatching).toBe(true),
  timedOut: ({ live, emitted }) => {
    expect(toIdleView(live as never).hasTimedOut).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'idle.timeout' });
  },
});
