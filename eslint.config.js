import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import YAML from 'yaml';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The SPA's layers, top to bottom (ARCHITECTURE.md §2): a file may import only from its own layer
 * (its own feature, for features) or from a layer with a lower rank. session and components share
 * a rank, so neither imports the other. machines/ sit below everything: any layer may use them.
 */
// main.tsx, the entry, starts boot.tsx (the app's services and first render) once the first view is drawn.
const SRC_LAYER_RANK = { 'main.tsx': 7, 'boot.tsx': 6, app: 5, features: 4, session: 3, components: 3, api: 2, lib: 1 };

/** Which top-level area a file belongs to; in src/ its layer, and for src/features/<name>/ which feature. */
function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== 'src') return { area: rel[0], layer: undefined, feature: undefined };
  // A top-level file imported without its extension (`import('./boot')`) is the layer of its file.
  const layer = rel.length === 2 && !path.extname(rel[1]) ? `${rel[1]}.tsx` : rel[1];
  return { area: 'src', layer, feature: layer === 'features' ? rel[2] : undefined };
}

/** Why an import from one src/ layer into another breaks the layering, or null when it is allowed. */
function layerViolation(from, to) {
  if (from.layer === to.layer) {
    return from.feature !== to.feature
      ? `feature '${from.feature}' may not import feature '${to.feature}': compose in src/app.`
      : null;
  }
  const fromRank = SRC_LAYER_RANK[from.layer];
  const toRank = SRC_LAYER_RANK[to.layer];
  if (fromRank === undefined || toRank === undefined)
    return `src/${to.layer ?? ''} is not a known layer (${Object.keys(SRC_LAYER_RANK).join(', ')}).`;
  if (toRank >= fromRank)
    return `src/${from.layer} may not import src/${to.layer}: layers import only downward (app → features → session, components → api → lib).`;
  return null;
}

/** The one generated contract file both sides read their types from (type-only imports). */
function isSharedContractTypes(source, node) {
  return source.endsWith('/src/api/schema.gen') && node.importKind === 'type';
}

/**
 * ARCHITECTURE.md §2 boundaries: machines import only xstate; src and server share nothing; src in
 * layers; tools never import the test suites (what both need lives in tools/shared/).
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    /** An import, a re-export (`export … from`) or a dynamic `import('…')` of a literal path. */
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      if (from.area === 'machines' && !source.startsWith('.') && source !== 'xstate' && !source.startsWith('xstate/')) {
        context.report({ node, message: `machines/ may import only xstate, not '${source}'.` });
        return;
      }
      if (!source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (from.area === 'machines' && to.area !== 'machines') {
        context.report({ node, message: 'machines/ may not import from outside machines/.' });
      } else if (from.area === 'server' && to.area === 'src' && isSharedContractTypes(source, node)) {
        return;
      } else if (from.area === 'server' && (to.area === 'src' || to.area === 'machines')) {
        context.report({ node, message: 'server/ shares only openapi.yaml with the SPA.' });
      } else if (from.area === 'src' && to.area === 'server') {
        context.report({ node, message: 'src/ shares only openapi.yaml with the server.' });
      } else if (from.area === 'tools' && (to.area === 'tests' || to.area === 'e2e')) {
        context.report({ node, message: 'tools/ may not import tests/ or e2e/: share through tools/shared/.' });
      } else if (from.area === 'src' && to.area === 'src') {
        const violation = layerViolation(from, to);
        if (violation) context.report({ node, message: violation });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** Every operationId of the contract: the names src/api/operations/ files must carry. */
const operationIds = new Set(
  Object.values(YAML.parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')).paths ?? {}).flatMap((item) =>
    Object.values(item ?? {})
      .map((operation) => operation?.operationId)
      .filter(Boolean),
  ),
);

/**
 * One file-naming convention (STYLE.md): kebab-case with a role suffix; React component files
 * PascalCase `.tsx`; API operation modules named exactly after their operationId.
 */
const fileNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const rel = path.relative(root, context.filename).split(path.sep);
    const file = rel.at(-1);
    const stem = file.split('.')[0];
    const isOperationModule = rel[0] === 'src' && rel[1] === 'api' && rel[2] === 'operations';
    return {
      Program(node) {
        if (file.endsWith('.gen.d.ts')) return;
        if (isOperationModule) {
          if (!operationIds.has(stem))
            context.report({ node, message: `src/api/operations/${file} must be named after an operationId of openapi.yaml.` });
          return;
        }
        if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem)) return;
        if (file.endsWith('.tsx') && /^[A-Z][A-Za-z0-9]*$/.test(stem)) return;
        context.report({ node, message: `'${file}': file names are kebab-case (React component files PascalCase .tsx).` });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'node_modules',
      '.tmp',
      'data',
      'playwright-report',
      'test-results',
      '**/*.gen.d.ts',
      'content/media',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { local: { rules: { boundaries, 'file-names': fileNames } } },
    rules: {
      'local/boundaries': 'error',
      'local/file-names': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // React hook rules for the SPA and its tests (Playwright fixtures also call a `use`, unrelated).
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tools/**/*.mjs', 'eslint.config.js', 'postcss.config.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' } },
  },
);
