import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**', '.e2e/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // Contracts import zod and nothing else (STYLE.md 2).
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts import zod and nothing else' }] }],
    },
  },
  // The web app never imports the API or the database (STYLE.md 2, 5).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/api/**', '@cinema/api', 'drizzle-orm', 'pg', 'fastify'], message: 'the web app talks to the API over HTTP only' }] },
      ],
    },
  },
  // Inside the web app imports flow ui|lib|api -> features -> app; features do not import each other.
  {
    files: ['apps/web/src/ui/**', 'apps/web/src/lib/**', 'apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared code must not depend on features or the shell' }] }],
    },
  },
  {
    files: ['apps/web/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\./)', message: 'features do not import each other; move shared code to ui/ or lib/' }, { group: ['**/app/**'], message: 'features do not import the shell' }] },
      ],
    },
  },
  // The API never imports the web app.
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', 'react', 'antd'], message: 'the API does not import the web app' }] }] },
  },
);
