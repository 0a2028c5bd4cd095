import { defineHandler } from '../api/types';
import { seedDemoContent } from '../content/seed-service';
import type { AppDeps } from '../deps';
import type { HandlerMap } from './index';

/** Admin API: content loading for `npm run portal -- seed`. */
export function createAdminContentHandlers(deps: AppDeps): HandlerMap {
  return {
    seedContent: defineHandler('seedContent', async (request) => seedDemoContent(deps, { force: request.body?.force ?? false })),
  };
}
