// ESLint flat config (kept in .config/ so the top level stays as docs/architecture.md fixes it).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

const browserOnly = { group: ['**/server/**', '**/buildSteps/**', '**/distContract/**', 'node:*'], message: 'browser code must not import server or build code' };

const belowComponents = [
  { group: ['**/ui/**', '**/components/**', '**/pages/**'], message: 'content and head must not import the UI: move shared shapes to src/content/types.ts' },
  // The form definitions (src/formDefinitions/) are data and stay importable.
  { group: ['**/forms/**'], message: 'content and head must not import form views: import from src/formDefinitions/' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-office/**', 'dist-limit/**', '.ssr/**', '.e2e-dist*/**', 'node_modules/**', 'test-results/**', 'screenshots/**', 'bench-results/**', '.data/**', '**/.wrangler/**', 'tests/fixtures/build-steps/*/assets/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The architecture, enforced: machines know nothing of React or the UI, and
  // the browser code never imports the server or build code.
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@xstate/react'], message: 'machines/ is framework-free' },
            { group: ['**/src/**'], message: 'machines/ imports nothing from src/: it takes a form\'s rules as input (src/forms/machineInput.ts)' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**', 'src/components/**', 'src/pages/**', 'src/forms/**', 'src/app/**', 'src/state/**', 'src/admin/**', 'src/relay/inbox/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [browserOnly] }] },
  },
  // Content and the head are data the UI draws: they sit below the components
  // (shared shapes are in src/content/types.ts). The import graph, cycles
  // included, is also checked by dependency-cruiser (.config/dependency-cruiser.mjs).
  {
    files: ['src/content/**', 'src/head/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [browserOnly, ...belowComponents] }] },
  },
  // The lead relay is one code for Node and for Workers (docs/deploy.md): only
  // its Node runtime, src/relay/node/, may touch Node's modules.
  {
    files: ['src/relay/**'],
    // deploy.ts runs wrangler from Node; it is never bundled into the Worker.
    ignores: ['src/relay/node/**', 'src/relay/worker/deploy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', ...builtinModules, '**/server/**', '**/buildSteps/**', '**/distContract/**', '**/relay/node/**'], message: 'the relay runs on Workers too: Node only in src/relay/node/' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Playwright fixtures destructure an empty object and call `use()`: not React.
      'no-empty-pattern': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
