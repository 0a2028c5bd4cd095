import type { PreviewAudience } from '../../api/preview-client';

/** What the app renders inside the console's preview: the real screen at `path`, as `audience`. */
export interface PreviewScreenProps {
  audience: PreviewAudience;
  /** An SPA address: `/`, `/appdetail/<slug>`, `/linkdetail/<slug>`. */
  path: string;
}
