#!/usr/bin/env node
// Contract check: openapi.yaml is valid, its operations follow our conventions, and the
// generated type files are not stale. Exits non-zero on any problem (CI runs it first).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = resolve(root, 'openapi.yaml');
// One generated file serves both sides: the SPA and the server import their types from it.
const generatedFiles = ['src/api/schema.gen.d.ts'];
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const errorRefPrefix = '#/components/responses/';
const problems = [];
const fail = (message) => problems.push(message);

// 1. Parse.
let doc;
try {
  const parsed = YAML.parseDocument(readFileSync(specPath, 'utf8'), { uniqueKeys: true });
  if (parsed.errors.length > 0) throw parsed.errors[0];
  doc = parsed.toJS();
} catch (error) {
  console.error(`check:contract: cannot parse openapi.yaml: ${error.message}`);
  process.exit(1);
}

// 2. Structural validation against the OpenAPI 3.1 schema (the validator fastify-openapi-glue uses).
if (!String(doc.openapi).startsWith('3.1')) fail(`openapi version is ${doc.openapi}, expected 3.1.x`);
try {
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const result = await new Validator().validate(doc);
  if (!result.valid) fail(`OpenAPI schema validation failed: ${JSON.stringify(result.errors).slice(0, 500)}`);
} catch (error) {
  fail(`cannot run the OpenAPI validator: ${error.message}`);
}

// 3. Conventions per operation.
const declaredTags = new Set((doc.tags ?? []).map((tag) => tag.name));
const schemes = new Set(Object.keys(doc.components?.securitySchemes ?? {}));
const sharedResponses = doc.components?.responses ?? {};
const seenIds = new Map();
let operationCount = 0;

for (const [path, item] of Object.entries(doc.paths ?? {})) {
  if (path.includes('?')) fail(`${path}: query string in a path key (use query parameters)`);
  for (const method of methods) {
    const op = item?.[method];
    if (!op) continue;
    operationCount += 1;
    const where = `${method.toUpperCase()} ${path}`;
    const id = op.operationId;
    if (!id) fail(`${where}: missing operationId`);
    else {
      if (!/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id)) fail(`${where}: operationId '${id}' is not verb-first camelCase`);
      if (seenIds.has(id)) fail(`${where}: operationId '${id}' also used by ${seenIds.get(id)}`);
      seenIds.set(id, where);
    }
    if (!Array.isArray(op.tags) || op.tags.length === 0) fail(`${where}: no tags`);
    else for (const tag of op.tags) if (!declaredTags.has(tag)) fail(`${where}: tag '${tag}' not declared`);
    if (!Array.isArray(op.security)) fail(`${where}: security not declared on the operation`);
    else
      for (const requirement of op.security)
        for (const name of Object.keys(requirement)) if (!schemes.has(name)) fail(`${where}: unknown security scheme '${name}'`);
    const responses = op.responses ?? {};
    const sharedErrors = Object.entries(responses).filter(
      ([code, response]) =>
        /^4\d\d$/.test(code) &&
        typeof response?.$ref === 'string' &&
        response.$ref.startsWith(errorRefPrefix) &&
        response.$ref.slice(errorRefPrefix.length) in sharedResponses,
    );
    if (sharedErrors.length === 0) fail(`${where}: no 4xx response referencing ${errorRefPrefix}*`);
    if (!responses.default) fail(`${where}: no default response`);
  }
}
if (operationCount === 0) fail('no operations found');

// 4. Every $ref resolves.
const resolvePointer = (ref) =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => (node == null ? undefined : node[key]), doc);
const walk = (node, at) => {
  if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${at}/${index}`));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string' && (!node.$ref.startsWith('#/') || resolvePointer(node.$ref) === undefined))
      fail(`${at}: unresolved $ref ${node.$ref}`);
    for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
  }
};
walk(doc, '#');

// 5. Generated types are up to date.
for (const file of generatedFiles) {
  const run = spawnSync('npx', ['--no', 'openapi-typescript', 'openapi.yaml', '-o', file, '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    fail(`${file} is stale or missing (run npm run gen:api): ${(run.stderr || run.stdout || '').trim().split('\n').pop()}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(`check:contract: FAILED with ${problems.length} problem(s) in ${operationCount} operations`);
  process.exit(1);
}
console.log(`check:contract: OK - ${operationCount} operations, ${seenIds.size} unique operationIds, generated types up to date`);
