// ESLint flat config (kept in .config/ so the top level stays as PRODUCT.md fixes it).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', '.ssr/**', '.e2e-dist*/**', 'node_modules/**', 'test-results/**', 'screenshots/**', 'bench-results/**', '.data/**'] },
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
            { group: ['**/src/components/**', '**/src/pages/**'], message: 'machines/ must not import the UI' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/pages/**', 'src/forms/**', 'src/app/**', 'src/state/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/build/**', 'node:*'], message: 'browser code must not import server or build code' }] },
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
