import { editorLogin } from '../../support/editor-session';

/** The activity ping a content form sends while the editor types (GET /api/editor/me): spread into a test's routes. */
export const ACTIVITY_PING_ROUTE = { 'GET /api/editor/me': editorLogin.editor } as const;
