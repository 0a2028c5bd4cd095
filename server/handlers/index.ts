import type { RouteHandlerMethod } from 'fastify';
import type { AppDeps } from '../deps';
import { createContentHandlers } from './content';

export type HandlerMap = Record<string, RouteHandlerMethod>;

/** Every implemented operation, keyed by its operationId in openapi.yaml. */
export function createHandlers(deps: AppDeps): HandlerMap {
  return {
    ...createContentHandlers(deps),
  };
}
