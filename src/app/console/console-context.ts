import { createContext, useContext, type ComponentType } from 'react';
import type { PreviewScreenProps } from '../../features/console-preview/preview-screen-props';

/** What the console's frame (ConsoleRoutes.tsx) gives the pages inside it (console-pages.tsx). */
export interface SignedInConsole {
  /**
   * The app's real screens, for the preview. The frame passes them down: console-pages.tsx
   * cannot import them, since they render the route table, which lists its pages.
   */
  previewScreen: ComponentType<PreviewScreenProps>;
}

export const SignedInConsoleContext = createContext<SignedInConsole | null>(null);

/** What the frame passes down, for a page inside the console's frame. */
export function useSignedInConsole(): SignedInConsole {
  const value = useContext(SignedInConsoleContext);
  if (!value) throw new Error('useSignedInConsole must be used inside the editor console’s frame');
  return value;
}
