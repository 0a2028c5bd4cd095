import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Which top-level area a file belongs to, and for src/features/<name>/ which feature. */
function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'src' && rel[1] === 'features') return { area: 'src', feature: rel[2] };
  return { area: rel[0], feature: undefined };
}

/** The one generated contract file both sides read their types from (type-only imports). */
function isSharedContractTypes(source, node) {
  return source.endsWith('/src/api/schema.gen') && node.importKind === 'type';
}

/** ARCHITECTURE.md §2 boundaries: machines import only xstate; src and server share nothing; features stay apart. */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    return {
      ImportDeclaration(node) {
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
        } else if (from.feature && to.feature && from.feature !== to.feature) {
          context.report({
            node,
            message: `feature '${from.feature}' may not import feature '${to.feature}': compose in src/app.`,
          });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'playwright-report', 'test-results', '**/*.gen.d.ts', 'content/media'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
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
    files: ['scripts/**/*.mjs', 'eslint.config.js', 'postcss.config.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' } },
  },
);
