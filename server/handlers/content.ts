import type { AppDeps } from '../deps';
import type { HandlerMap } from './index';

/** Public content calls (banners, cards, pages, taxonomy, countries). */
export function createContentHandlers(deps: AppDeps): HandlerMap {
  void deps;
  return {};
}
