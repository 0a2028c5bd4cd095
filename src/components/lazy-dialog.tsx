import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens (docs/performance.md): until then it renders
 * nothing; once opened it stays mounted, so it closes with its usual transition and opens again
 * at once. Focus returns as usual: the trigger still has focus when the dialog mounts open.
 *
 * `lazyDialog(() => import('./ContactUsDialog').then((m) => m.ContactUsDialog))`
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
