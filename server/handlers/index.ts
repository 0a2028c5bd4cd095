import type { RouteHandlerMethod } from 'fastify';
import type { Handlers } from '../api/types';
import type { AppDeps } from '../deps';
import { createAccountHandlers } from './accounts';
import { createAdminHandlers } from './admin';
import { createContentHandlers } from './content';
import { createEditorHandlers } from './editor';
import { createEditorApprovalHandlers } from './editor-approvals';
import { createEditorContentHandlers } from './editor-content';
import { createEditorInboxHandlers } from './editor-inbox';
import { createEditorInvitationsHandlers } from './editor-invitations';
import { createEditorMembersHandlers } from './editor-members';
import { createEditorNotificationsHandlers } from './editor-notifications';
import { createEditorMediaHandlers } from './editor-media';
import { createEditorPageHistoryHandlers } from './editor-page-history';
import { createEditorPreviewHandlers } from './editor-preview';
import { createEditorSecurityHandlers } from './editor-security';
import { createContactHandlers } from './members-contact';
import { createNotificationHandlers } from './members-notifications';
import { createProfileHandlers } from './members-profile';
import { createPrivacyHandlers } from './privacy';
import { createSubscriptionHandlers } from './members-subscriptions';
import { withPublicContentCache } from './public-content-cache';
import { createResourceHandlers } from './resources';
import { createSecurityHandlers } from './security';

/**
 * Every operation of openapi.yaml, keyed by its operationId. Typed as `Handlers`, so an operation
 * without a handler, or a handler under a name the contract does not have, fails to compile.
 */
export function createHandlers(deps: AppDeps): Handlers {
  const handlers: Handlers = {
    ...createContentHandlers(deps),
    ...createAccountHandlers(deps),
    ...createResourceHandlers(deps),
    ...createProfileHandlers(deps),
    ...createSubscriptionHandlers(deps),
    ...createNotificationHandlers(deps),
    ...createContactHandlers(deps),
    ...createSecurityHandlers(deps),
    ...createPrivacyHandlers(deps),
    ...createAdminHandlers(deps),
    ...createEditorHandlers(deps),
    ...createEditorSecurityHandlers(deps),
    ...createEditorContentHandlers(deps),
    ...createEditorPageHistoryHandlers(deps),
    ...createEditorPreviewHandlers(),
    ...createEditorMediaHandlers(deps),
    ...createEditorApprovalHandlers(deps),
    ...createEditorInboxHandlers(deps),
    ...createEditorMembersHandlers(deps),
    ...createEditorNotificationsHandlers(deps),
    ...createEditorInvitationsHandlers(deps),
  };
  return withPublicContentCache(handlers, deps.contentCache);
}

/**
 * The route handler for an operation of openapi.yaml. The type system already covers the
 * generated contract types; this start-up check also covers an openapi.yaml edited without
 * regenerating them, so a stale handler map refuses to start instead of answering 501.
 */
export function resolveHandler(handlers: Handlers, operationId: string): RouteHandlerMethod {
  if (!Object.hasOwn(handlers, operationId))
    throw new Error(`openapi.yaml operation '${operationId}' has no handler in server/handlers.`);
  // fastify-openapi-glue validated the request against the same contract, which is what the
  // handlers' request types describe; Fastify's route type knows nothing of that.
  return handlers[operationId as keyof Handlers] as unknown as RouteHandlerMethod;
}
