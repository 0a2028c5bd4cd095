import { contract, operations, type ContractOperation, type Schema } from '../../../tools/shared/contract-operations';

/** openapi.yaml as the request-hardening tests walk it (the operations: tools/shared/contract-operations.ts). */
export { contract, operations, type ContractOperation } from '../../../tools/shared/contract-operations';

export const operationsWithBody = operations.filter((operation) => operation.body);

/** Path parameters that must look like something other than '1' to pass validation (a banner's uuid). */
const PATH_DEFAULTS: Record<string, string> = { uuid: '3f6d2a10-8c4e-4b7a-9d21-5e0c7a1b2c01', kind: 'resources' };

/**
 * A URL for an operation: path parameters from `values` (default '1', a uuid for `uuid`, resources for `kind`), required query parameters
 * (`_format=json`, `filter[uid]`, `alias`, `token`) with plausible values unless given.
 */
export function urlFor(operation: ContractOperation, values: Record<string, string> = {}): string {
  const pathname = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? PATH_DEFAULTS[name] ?? '1'),
  );
  const defaults: Record<string, string> = { _format: 'json', 'filter[uid]': '1', alias: '/terms-service', token: 'x' };
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && (parameter.required || parameter.name in values))
    .map(
      (parameter) =>
        `${encodeURIComponent(parameter.name)}=${encodeURIComponent(values[parameter.name] ?? defaults[parameter.name] ?? '1')}`,
    );
  return query.length > 0 ? `${pathname}?${query.join('&')}` : pathname;
}

export const schemaName = (schema: Schema | undefined): string | undefined =>
  typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;

const resolve = (schema: Schema): Schema => {
  const name = schemaName(schema);
  return name ? contract.components.schemas[name]! : schema;
};

/**
 * The string fields of a body schema as JSON paths ('name/0/value', 'subject'), every oneOf shape
 * included, each with the resolved leaf schema: what the control-character test must cover.
 */
export function stringFields(schema: Schema, at: string[] = [], seen = new Set<Schema>()): { path: string[]; leaf: Schema }[] {
  const resolved = resolve(schema);
  if (seen.has(resolved)) return [];
  const next = new Set(seen).add(resolved);
  const found: { path: string[]; leaf: Schema }[] = [];
  for (const branch of (resolved.oneOf as Schema[] | undefined) ?? []) found.push(...stringFields(branch, at, next));
  if (resolved.type === 'string') found.push({ path: at, leaf: resolved });
  for (const [key, property] of Object.entries((resolved.properties as Record<string, Schema> | undefined) ?? {}))
    found.push(...stringFields(property, [...at, key], next));
  if (resolved.items) found.push(...stringFields(resolved.items as Schema, [...at, '0'], next));
  return found;
}

/** Whether a schema, or one it references, is one of the named schemas (e.g. an id). */
export function referencesAny(schema: Schema | undefined, names: readonly string[], seen = new Set<Schema>()): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const name = schemaName(schema);
  if (name && names.includes(name)) return true;
  const resolved = resolve(schema);
  if (seen.has(resolved)) return false;
  seen.add(resolved);
  return Object.values(resolved).some((value) =>
    Array.isArray(value)
      ? value.some((item) => referencesAny(item as Schema, names, seen))
      : typeof value === 'object' && referencesAny(value as Schema, names, seen),
  );
}

/** A copy of `body` with the value at `fieldPath` set (objects and one-item arrays created as needed). */
export function withField(body: unknown, fieldPath: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> | unknown[] = copy;
  fieldPath.forEach((key, index) => {
    const isLast = index === fieldPath.length - 1;
    const container = node as Record<string, unknown>;
    if (isLast) container[key] = value;
    else {
      container[key] ??= /^\d+$/.test(fieldPath[index + 1]!) ? [] : {};
      node = container[key] as Record<string, unknown>;
    }
  });
  return copy;
}

/** Whether `body` has a string at `fieldPath` (a field of this shape of a oneOf body). */
export function hasStringField(body: unknown, fieldPath: string[]): boolean {
  let node: unknown = body;
  for (const key of fieldPath) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string';
}
