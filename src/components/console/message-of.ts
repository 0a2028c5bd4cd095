/** The message of a failed call, for the console's form or list. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');
