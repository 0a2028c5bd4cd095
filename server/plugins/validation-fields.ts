import { validationMessage, type ValidationIssue } from './validation-message';

/** One input property's problem, as the console's forms show it under that field. */
export interface FieldError {
  field: string;
  message: string;
}

/** The input property an issue is about: the first step of its path, or the property it misses. */
function fieldOf(issue: ValidationIssue): string | undefined {
  const [, first] = issue.instancePath.split('/');
  if (first) return first.replaceAll('~1', '/').replaceAll('~0', '~');
  const inner = (issue.params?.errors as ValidationIssue[] | undefined)?.[0] ?? issue;
  const named = inner.params?.missingProperty ?? inner.params?.additionalProperty;
  return typeof named === 'string' ? named : undefined;
}

/** An issue's own message: the contract's (ajv-errors) or AJV's wording with the field in front. */
const messageOf = (issue: ValidationIssue) => validationMessage([issue]);

/**
 * A rejected request as data (docs/console-kinds.md, "No lost update, field errors"): `message` exactly as
 * validationMessage says it, `field` the property that message is about, and `errors` each
 * property's first message. A contract message (ajv-errors) wins over AJV's wording, per field.
 */
export function validationFields(issues: ValidationIssue[]): { field?: string; errors?: FieldError[] } {
  const message = validationMessage(issues);
  const concrete = issues.filter((issue) => issue.keyword !== 'oneOf' && issue.keyword !== 'anyOf');
  const byField = new Map<string, ValidationIssue[]>();
  for (const issue of concrete) {
    const field = fieldOf(issue);
    if (field) byField.set(field, [...(byField.get(field) ?? []), issue]);
  }
  const errors = [...byField].map(([field, fieldIssues]) => ({
    field,
    message: messageOf(fieldIssues.find((issue) => issue.keyword === 'errorMessage') ?? fieldIssues[0]!),
  }));
  const field = errors.find((error) => error.message === message)?.field;
  return { ...(field === undefined ? {} : { field }), ...(errors.length > 0 ? { errors } : {}) };
}
