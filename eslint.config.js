// Lint rules, including the import boundaries of DESIGN §3:
// core is pure and isomorphic, server and web never import each other,
// and a server module is reached from outside only through its index.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const noServerOrWeb = [
  { group: ['**/server/**', '**/web/**'], message: 'core is pure: it must not import server or web code.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain JavaScript that runs without the dev dependencies (scripts/ensure-build.mjs).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...noServerOrWeb,
          { group: ['node:*', 'fastify*', '@fastify/*', 'drizzle-orm*', 'react', 'react-dom', 'pg', '@electric-sql/*', 'socket.io'], message: 'core runs in Node and the browser: no Node, server or UI libraries.' },
        ],
      }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/web/**', 'react', 'react-dom'], message: 'server never imports web code.' },
          { regex: '^(\\.\\./)+modules/[^/]+/(?!index$).+', message: 'reach another server module only through its index.ts.' },
          { regex: '^\\.\\./[^/.][^/]*/(?!index$)[^/]+$', message: 'reach another server module only through its index.ts.' },
        ],
      }],
    },
  },
  {
    // Inside modules/ the sibling-folder pattern above applies; elsewhere in server it would be too broad.
    files: ['src/server/!(modules)/**/*.ts', 'src/server/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/web/**', 'react', 'react-dom'], message: 'server never imports web code.' },
          { regex: '^(\\.\\./)+modules/[^/]+/(?!index$).+', message: 'reach a server module only through its index.ts.' },
          { regex: '^\\./modules/[^/]+/(?!index$).+', message: 'reach a server module only through its index.ts.' },
        ],
      }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/server/**', 'fastify*', 'drizzle-orm*', 'pg', 'node:*'], message: 'web never imports server code.' }],
      }],
    },
  },
);
