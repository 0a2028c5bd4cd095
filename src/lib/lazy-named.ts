import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: the module is fetched the first time the component renders,
 * so its code (and the CSS it imports) stays out of the first page load (docs/performance.md).
 */
export function lazyNamed<M extends Record<string, unknown>, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  name: keyof M,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}
