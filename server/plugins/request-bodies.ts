import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { contractDocument, type ContractDocument } from '../api/contract-document';
import { HttpError, badRequest } from '../errors';
import { CLIENT_ERRORS } from './client-errors';

/** What openapi.yaml says about one operation's request body. */
interface BodyRule {
  required: boolean;
  /** The media types the operation declares, e.g. ['application/json']. */
  mediaTypes: string[];
}

interface ContractOperation {
  operationId?: string;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

/** operationId → its body rule, for every operation of the contract that takes a body. */
export function readBodyRules(document: ContractDocument = contractDocument()): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods) as ContractOperation[]) {
      if (!operation?.operationId || !operation.requestBody?.content) continue;
      rules.set(operation.operationId, {
        required: operation.requestBody.required === true,
        mediaTypes: Object.keys(operation.requestBody.content).map((type) => type.toLowerCase()),
      });
    }
  }
  return rules;
}

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fastify validates a body only when its media type has a schema on the route: any other type
 * (text/plain, or JSON:API sent to a JSON call) or no body at all would reach the handler
 * unchecked. So, before validation, every operation with a body accepts only the media types it
 * declares (415), needs its body when the contract marks it required (400) and gets an object (400).
 */
function checkBody(rule: BodyRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const hasBody = request.body !== undefined || request.headers['content-type'] !== undefined;
    if (!hasBody) {
      if (rule.required) throw badRequest(CLIENT_ERRORS.bodyMissing);
      return;
    }
    const mediaType = request.mediaType?.toLowerCase();
    if (!mediaType || !rule.mediaTypes.includes(mediaType)) throw new HttpError(415, CLIENT_ERRORS.unsupportedMediaType);
    if (!isPlainObject(request.body)) throw badRequest(CLIENT_ERRORS.bodyNotObject);
  };
}

/** Adds the body check to every contract route as it is registered (call before fastify-openapi-glue). */
export function enforceRequestBodies(app: FastifyInstance, rules: Map<string, BodyRule> = readBodyRules()): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const rule = operationId ? rules.get(operationId) : undefined;
    if (!rule) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...existing, checkBody(rule)];
  });
}
