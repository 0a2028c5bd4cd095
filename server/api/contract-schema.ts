import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { contractDocument } from './contract-document';
import type { Schemas } from './types';

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** An AJV set up like the route validator (allErrors, ajv-errors) over openapi.yaml's components. */
function contractAjv(): Ajv {
  if (ajv) return ajv;
  const document = contractDocument();
  ajv = new Ajv({ allErrors: true, strict: false, removeAdditional: false });
  (ajvErrors as unknown as (a: Ajv) => void)(ajv);
  ajv.addSchema({ $id: 'contract', components: document.components });
  return ajv;
}

/** The message the caller sees: the first contract (ajv-errors) message, else AJV's own wording. */
function firstMessage(errors: ErrorObject[]): string {
  const custom = errors.find((e) => e.keyword === 'errorMessage');
  if (custom) return String(custom.message);
  const first = errors[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field}: ${first?.message ?? 'is invalid'}` : String(first?.message ?? 'Invalid request.');
}

/**
 * Validates a value against `components.schemas.<name>` of the contract (used where a handler
 * normalises a loose wire shape into a strict one, e.g. RegistrationFields). Returns the first
 * message, or null when valid.
 */
export function contractMessage(name: keyof Schemas, value: unknown): string | null {
  let validate = compiled.get(name);
  if (!validate) {
    validate = contractAjv().compile({ $ref: `contract#/components/schemas/${name}` });
    compiled.set(name, validate);
  }
  return validate(value) ? null : firstMessage(validate.errors ?? []);
}
