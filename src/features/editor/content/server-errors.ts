/** Which form field a server message is about: the first pattern that matches names it; else null (the form's own error). */
export function fieldOfMessage<F extends string>(message: string, fields: readonly (readonly [RegExp, F])[]): F | null {
  return fields.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
