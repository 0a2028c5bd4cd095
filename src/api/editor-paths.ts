import type { paths } from './schema.gen';

/** The editor console's calls: every contract path under `/api/editor/`. */
export type EditorPath = Extract<keyof paths, `/api/editor/${string}`>;

/** Whether a contract path is one of the editor console's (`/api/editor/…`). */
export const isEditorApiPath = (schemaPath: string) => schemaPath.startsWith('/api/editor/');
