import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import local from './eslint-rules/boundaries.js';

const tsSources = [
  'packages/contracts/src/**/*.ts',
  'apps/api/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'e2e/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**', '.e2e/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // Contracts import zod and nothing else (docs/architecture.md, "layers").
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts import zod and nothing else' }] },
      ],
    },
  },
  // The web app never imports the API or the database (docs/architecture.md, "layers").
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@cinema/api', 'drizzle-orm', 'pg', 'fastify'],
              message: 'the web app talks to the API over HTTP only',
            },
          ],
        },
      ],
    },
  },
  // Inside the web app imports flow ui|lib|api -> entities -> features -> app; features do not import each other.
  {
    files: ['apps/web/src/entities/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['DatePicker'],
              message: 'use DatePicker from ui/date-picker: it marks 土・日・祝 on every calendar',
            },
          ],
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'entities serve features; they never import them' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**', 'apps/web/src/lib/**', 'apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'shared code must not depend on features or the shell' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['DatePicker'],
              message: 'use DatePicker from ui/date-picker: it marks 土・日・祝 on every calendar',
            },
          ],
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'features do not import each other; move shared code to ui/ or lib/',
            },
            { group: ['**/app/**'], message: 'features do not import the shell' },
          ],
        },
      ],
    },
  },
  // The API never imports the web app.
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', 'react', 'antd'], message: 'the API does not import the web app' }] },
      ],
    },
  },

  // House rules that run (issue 8, docs/architecture.md, "layers").
  {
    files: tsSources,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local, 'check-file': checkFile },
    rules: {
      // A promise nobody awaits loses its error; one handed to an event handler as if it were sync too.
      // React Router's navigate() may return a promise the router itself handles.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'local/boundaries': 'error',
      // Small files: split before 300 lines (docs/architecture.md, "layers").
      'max-lines': ['error', { max: 300 }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // Configuration is read in one validated place per app (docs/architecture.md, "layers").
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts', '**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read configuration through config/env.ts (readEnv)' },
      ],
    },
  },
  // Screens call the API only through call() and the endpoint declarations (issue 8): no URL strings,
  // no untyped api() outside the client.
  {
    files: ['apps/web/src/{app,features,entities,ui,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'call an endpoint declaration with call(), not a URL string',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'call an endpoint declaration with call(), not a URL string',
        },
        {
          selector: "ImportSpecifier[imported.name='api']",
          message: "call(endpoint, input) is the one way to the API; api() is the client's own transport",
        },
      ],
    },
  },
);
