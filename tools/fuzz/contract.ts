// openapi.yaml as the fuzz reads it: every operation with its parameters, body and responses
// (tools/shared/contract-operations.ts), schemas resolved, and the route a raw request path
// reaches (as Fastify's router picks it).
import { contract, operations, type ContractOperation, type Schema } from '../shared/contract-operations';

export { operations, root, type Parameter, type Schema } from '../shared/contract-operations';

export type Operation = ContractOperation;

/** A schema with its `$ref` followed (one level at a time). */
export function resolved(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1)
    current = contract.components.schemas[current.$ref.split('/').pop()!] ?? {};
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
