import { createContext, useContext, type ComponentType } from 'react';
import type { EditorSession } from '../../features/editor/editor-session';
import type { PreviewScreenProps } from '../../features/editor/preview/preview-screen-props';

/** What the console's frame (ConsoleRoutes.tsx) gives the pages inside it (console-pages.tsx). */
export interface SignedInConsole {
  session: EditorSession;
  /**
   * The app's real screens, for the preview. The frame passes them down: console-pages.tsx
   * cannot import them, since they render the route table, which lists its pages.
   */
  previewScreen: ComponentType<PreviewScreenProps>;
}

export const SignedInConsoleContext = createContext<SignedInConsole | null>(null);

/** The signed-in editor and what the frame passes down, for a page inside the console's frame. */
export function useSignedInConsole(): SignedInConsole {
  const value = useContext(SignedInConsoleContext);
  if (!value) throw new Error('useSignedInConsole must be used inside the editor console’s frame');
  return value;
}
