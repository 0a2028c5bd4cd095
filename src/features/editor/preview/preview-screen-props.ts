import type { PreviewAudience } from './preview-session';

/** What the app renders inside the console's preview: the real screen at `path`, as `audience`. */
export interface PreviewScreenProps {
  audience: PreviewAudience;
  /** An SPA address: `/`, `/appdetail/<slug>`, `/linkdetail/<slug>`. */
  path: string;
  /** The editor's token: the preview's reads go through the editor's preview call. */
  editorToken: string;
}
