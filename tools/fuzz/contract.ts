// openapi.yaml as the fuzz reads it: every operation with its parameters, body and responses,
// and the route a raw request path reaches (as Fastify's router picks it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
  $ref?: string;
}

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  security?: Record<string, unknown>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** The contract's path key, e.g. `/user/{uid}`. */
  path: string;
  /** The path key split at `/`, each segment a literal or `{name}`. */
  segments: string[];
  parameters: Parameter[];
  /** Security scheme names; '' stands for `{}` (anyone). */
  security: string[];
  body?: { required: boolean; mediaTypes: string[]; schema: Schema };
  responses: Record<string, unknown>;
}

export const root = path.resolve(import.meta.dirname, '..', '..');

export const document = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as Document;

const resolveParameter = (parameter: Parameter): Parameter =>
  parameter.$ref ? document.components.parameters[parameter.$ref.split('/').pop()!]! : parameter;

/** Every operation of the contract, in the document's order. */
export const operations: Operation[] = Object.entries(document.paths).flatMap(([openapiPath, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => typeof operation === 'object' && operation && 'operationId' in operation)
    .map(([method, operation]) => {
      const content = operation.requestBody?.content;
      const [firstType] = Object.keys(content ?? {});
      return {
        operationId: operation.operationId,
        method: method.toUpperCase() as Operation['method'],
        path: openapiPath,
        segments: openapiPath.split('/'),
        parameters: (operation.parameters ?? []).map(resolveParameter),
        security: (operation.security ?? []).flatMap((entry) => (Object.keys(entry).length ? Object.keys(entry) : [''])),
        body:
          content && firstType
            ? {
                required: operation.requestBody!.required === true,
                mediaTypes: Object.keys(content),
                schema: content[firstType]!.schema,
              }
            : undefined,
        responses: operation.responses,
      };
    }),
);

/** A schema with its `$ref` followed (one level at a time). */
export function resolved(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1)
    current = document.components.schemas[current.$ref.split('/').pop()!] ?? {};
  return current;
}

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * The operation a request reaches, from its method and raw path (no query): Fastify's router
 * (find-my-way) splits the raw path at `/`, a literal segment wins over a parameter at each level,
 * and a parameter takes any non-empty segment (dot segments and `%2F` included, decoded later).
 * Undefined when no operation matches (a 404 of the router, or the SPA's pages).
 */
export function routeOf(method: string, rawPath: string): Operation | undefined {
  const parts = rawPath.split('/');
  let best: Operation | undefined;
  let bestRank = '';
  for (const operation of operations) {
    if (operation.method !== method || operation.segments.length !== parts.length) continue;
    let rank = '';
    let matches = true;
    for (let i = 0; i < parts.length && matches; i += 1) {
      const segment = operation.segments[i]!;
      if (isParam(segment)) {
        matches = parts[i] !== '';
        rank += '0';
      } else {
        matches = parts[i] === segment;
        rank += '1';
      }
    }
    if (matches && rank > bestRank) [best, bestRank] = [operation, rank];
  }
  return best;
}
