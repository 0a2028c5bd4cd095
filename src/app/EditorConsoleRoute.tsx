import { Suspense } from 'react';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { lazyNamed } from '../lib/lazy-named';
import { PreviewScreen } from './preview/PreviewScreen';
import type { EditorConsoleProps } from '../features/editor/EditorConsole';

const EditorConsole = lazyNamed<Record<string, unknown>, EditorConsoleProps>(
  async () => (await Promise.all([import('../features/editor/EditorConsole'), import('../components/all-mantine-styles')]))[0],
  'EditorConsole',
);

/**
 * The editor console with every Mantine style. A module of its own, loaded by App only under
 * /editor: the list of the console's files to preload then lives here, not in the first load.
 */
export function EditorConsoleRoute() {
  return (
    <Suspense fallback={<LoadingOverlayScreen />}>
      <EditorConsole previewScreen={PreviewScreen} />
    </Suspense>
  );
}
