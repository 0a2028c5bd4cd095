/** What a member or an editor is told when they use the other's calls or sign-in (docs/console-code.md). */
export const EDITOR_ON_MEMBER_CALL =
  "This is an editor account, which cannot use the members' portal. Please sign in to the editor console at /editor/login.";
export const MEMBER_ON_EDITOR_CALL = 'Only editors can use the editor console. Members sign in at /login.';
export const EDITOR_SIGN_IN_REQUIRED = 'Please sign in to the editor console.';
