import { REVISION_REQUIRED } from '../services/content-engine/revision-check';

/** The parts of an AJV error this module reads. */
export interface ValidationIssue {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Properties whose absence has its own message where the contract cannot attach one (a required
 * query parameter: `?revision=` of a delete). Bodies carry theirs (ajv-errors).
 */
const MISSING_MESSAGES: Readonly<Record<string, string>> = { revision: REVISION_REQUIRED };

const branchPattern = /^(.*?\/(?:oneOf|anyOf))\/(\d+)(?:\/|$)/;

/**
 * The one message a client sees for a rejected request. A body that may take one of several
 * shapes (oneOf) fails in every shape; the shape with the fewest problems is the one the caller
 * meant, so its message is reported. Contract messages (ajv-errors) win over AJV's wording.
 */
export function validationMessage(issues: ValidationIssue[]): string {
  const relevant = closestBranch(issues.filter((issue) => issue.keyword !== 'oneOf' && issue.keyword !== 'anyOf'));
  const custom = relevant.find((issue) => issue.keyword === 'errorMessage');
  if (custom?.message) return custom.message;
  const first = relevant[0];
  if (!first) return 'The request is not valid.';
  const missing = first.params?.missingProperty;
  if (first.keyword === 'required' && typeof missing === 'string' && MISSING_MESSAGES[missing]) return MISSING_MESSAGES[missing];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || (typeof missing === 'string' ? missing : '');
  return field ? `${field}: ${first.message ?? 'is invalid'}` : (first.message ?? 'The request is not valid.');
}

function closestBranch(issues: ValidationIssue[]): ValidationIssue[] {
  const branches = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const match = branchPattern.exec(issue.schemaPath);
    if (!match) continue;
    const key = `${match[1]}/${match[2]}`;
    branches.set(key, [...(branches.get(key) ?? []), issue]);
  }
  if (branches.size === 0) return issues;
  const [best] = [...branches.values()].sort((a, b) => a.length - b.length);
  return best ?? issues;
}
