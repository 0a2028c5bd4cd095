// openapi.yaml's operations as the tools and the test suites walk them: shared by the fuzz
// (tools/fuzz/contract.ts) and the server tests (tests/server/support/contract-operations.ts).
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

export interface ContractDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** The contract's path key, e.g. `/user/{uid}`. */
  path: string;
  /** The path key split at `/`, each segment a literal or `{name}`. */
  segments: string[];
  /** Its parameters, `$ref`s resolved. */
  parameters: Parameter[];
  /** Security scheme names; '' stands for `{}` (anyone). */
  security: string[];
  /** Its request body: whether required, every media type, the first media type's schema. */
  body?: { required: boolean; mediaTypes: string[]; schema: Schema };
  responses: Record<string, unknown>;
}

export const root = path.resolve(import.meta.dirname, '..', '..');

export const contract = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as ContractDocument;

const resolveParameter = (parameter: Parameter): Parameter =>
  parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').pop()!]! : parameter;

/** Every operation of the contract, in the document's order. */
export const operations: ContractOperation[] = Object.entries(contract.paths).flatMap(([openapiPath, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => typeof operation === 'object' && operation && 'operationId' in operation)
    .map(([method, operation]) => {
      const content = operation.requestBody?.content;
      const [firstType] = Object.keys(content ?? {});
      return {
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
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
