import type { EventObject } from 'xstate';

/** The `send` for view adapters in state checks: checks only read the view, never drive the actor. */
export function noSend(event: EventObject): never {
  throw new Error(`state checks only read the view; '${event.type}' was sent`);
}
