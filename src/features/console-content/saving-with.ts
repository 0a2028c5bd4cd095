/** A change's hook as a declaration names it. */
export interface Mutation<Args> {
  mutateAsync(args: Args): Promise<unknown>;
}

/**
 * A kind's `useSave` from its create and update hooks: a new item is created, an item is saved
 * with the update's arguments (its id and the body).
 */
export function savingWith<Item, Input, UpdateArgs>(
  useCreate: () => Mutation<Input>,
  useUpdate: () => Mutation<UpdateArgs>,
  updateArgs: (item: Item, body: Input) => UpdateArgs,
) {
  return function useSave() {
    const create = useCreate();
    const update = useUpdate();
    return (item: Item | null, body: Input) => (item ? update.mutateAsync(updateArgs(item, body)) : create.mutateAsync(body));
  };
}
