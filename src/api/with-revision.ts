/**
 * An update's body as the contract takes it: naming the revision of the item it started from
 * (docs/console-code.md, "No lost update"). The console's forms always have one for an item they
 * edit; one without is refused here, before the server would answer 400 (`field: "revision"`).
 */
export function withRevision<Body extends { revision?: number }>(body: Body): Body & { revision: number } {
  if (body.revision === undefined) {
    throw new Error('A change must name the revision of the item it started from (revision): reload the item and try again.');
  }
  return body as Body & { revision: number };
}
