import { badRequest } from '../errors';

/** The message when an order does not list exactly the items there are (e.g. another editor added one meanwhile). */
export const ORDER_OUT_OF_DATE =
  'The order must list every item exactly once. Someone may have changed the list meanwhile: please reload the page and try again.';

/** Refuses an order that is not exactly the current items, each once (the contract already refuses duplicates). */
export function assertCompleteOrder(current: string[], requested: string[]): void {
  const known = new Set(current);
  if (requested.length !== current.length || requested.some((id) => !known.has(id))) throw badRequest(ORDER_OUT_OF_DATE);
}
