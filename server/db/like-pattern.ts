/** An ILIKE pattern for "contains": `%` and `_` typed by an editor match themselves, not any text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
