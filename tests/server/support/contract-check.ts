import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { declaredResponse } from '../../../tools/shared/contract-statuses';

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> } & Record<string, unknown>;
}

const document = parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as Document;
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
ajv.addSchema({ $id: 'contract', components: document.components });

/** `METHOD /fastify/:pattern` → operation, from the contract's paths. */
const operations = new Map<string, Operation>();
for (const [openapiPath, methods] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    if (typeof operation === 'object' && operation && 'operationId' in operation) {
      operations.set(`${method.toUpperCase()} ${openapiPath.replace(/\{([^}]+)\}/g, ':$1')}`, operation);
    }
  }
}

const validators = new Map<string, ValidateFunction | null>();

function responseSchema(operation: Operation, status: number): unknown {
  const response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) return undefined;
  const resolved = response.$ref ? document.components.responses[response.$ref.split('/').pop()!] : response;
  return resolved?.content?.['application/json']?.schema;
}

function validatorFor(operation: Operation, status: number): ValidateFunction | null {
  const key = `${operation.operationId} ${status}`;
  if (!validators.has(key)) {
    const schema = responseSchema(operation, status);
    const rewritten = schema ? JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"contract#/components/')) : null;
    validators.set(key, rewritten ? ajv.compile(rewritten) : null);
  }
  return validators.get(key)!;
}

export interface ContractViolation {
  operationId: string;
  status: number;
  problem: string;
}

/**
 * Checks every response the app sends against the contract: a declared status, and a JSON body
 * matching that status's schema. Server tests fail on any violation (see test-app.ts close()).
 */
export function watchContract(app: FastifyInstance, violations: ContractViolation[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = operations.get(`${request.method} ${request.routeOptions.url}`);
    if (!operation) return payload;
    const status = reply.statusCode;
    // `default` stands only for 5xx, 304 and the transport's refusals (tools/shared/contract-statuses.ts).
    const declared = declaredResponse(operation.responses, status);
    if (!declared) {
      violations.push({ operationId: operation.operationId, status, problem: 'status not declared in openapi.yaml' });
      return payload;
    }
    const validate = validatorFor(operation, status);
    if (!validate || typeof payload !== 'string' || payload === '') return payload;
    const body = JSON.parse(payload) as unknown;
    if (!validate(body)) {
      violations.push({ operationId: operation.operationId, status, problem: ajv.errorsText(validate.errors) });
    }
    return payload;
  });
}
