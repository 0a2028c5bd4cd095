import type { RouteHandlerMethod } from 'fastify';
import type { AppDeps } from '../deps';
import { createAccountHandlers } from './accounts';
import { createAdminContentHandlers } from './admin-content';
import { createContentHandlers } from './content';
import { createMemberHandlers } from './members';
import { createPublicResourceHandlers } from './resources-public';
import { createMemberResourceHandlers } from './resources-member';

export type HandlerMap = Record<string, RouteHandlerMethod>;

/** Every implemented operation, keyed by its operationId in openapi.yaml. */
export function createHandlers(deps: AppDeps): HandlerMap {
  return {
    ...createContentHandlers(deps),
    ...createAdminContentHandlers(deps),
    ...createPublicResourceHandlers(deps),
    ...createMemberResourceHandlers(deps),
    ...createAccountHandlers(deps),
    ...createMemberHandlers(deps),
  };
}
