// Lint rules, including the boundaries of DESIGN §3. Every zone, pattern and
// selector of the boundary rules has a probe in test/lint/probes/ that must fail it:
// test/lint/boundaries.test.ts reads this file for the list, so an entry without a
// probe, or one that stops firing, fails the tests. Entries of one rule in one
// block each need their own message, which is how a probe is told apart.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Zones are paths from this folder, wherever ESLint is started.
const here = import.meta.dirname;
const webFeatures = readdirSync(join(here, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Packages only the server may load: Fastify, databases, Redis, the Steam bot, signing and metrics.
const serverOnlyPackages = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  'pg',
  'pg-*',
  '@electric-sql/*',
  'ioredis',
  '@socket.io/redis-adapter',
  'socket.io',
  'prom-client',
  'pino',
  'pino-*',
  'steam-user',
  'steam-totp',
  'steam-tradeoffer-manager',
  'steamcommunity',
  'jose',
  'otpauth',
];

// Which part of the code may reach which, checked on static and dynamic imports alike.
const layerZones = [
  { target: './src/core', from: ['./src/server', './src/web'], message: 'core is pure: it never imports server or web code.' },
  { target: './src/server', from: './src/web', message: 'server never imports web code.' },
  { target: './src/web', from: './src/server', message: 'web never imports server code.' },
  {
    target: ['./src/web/lib', './src/web/components', './src/web/hooks'],
    from: './src/web/features',
    message: 'lib/, hooks/ and components/ sit below the features: they never import one.',
  },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'a web feature never imports another feature; routes/ and app/ compose them.',
  })),
];
const noTestCode = { target: './src', from: './test', message: 'product code never imports test code.' };

// One cache key per endpoint: every key comes from src/web/lib/query-keys.ts, so two
// screens reading one endpoint share one cache entry and one invalidation.
const fromQueryKeys = ':matches(MemberExpression, CallExpression):has(Identifier[name="queryKeys"])';
const queryKeyRules = [
  {
    selector: `Property[key.name="queryKey"]:not([value.type=/^(MemberExpression|CallExpression)$/]:has(> ${fromQueryKeys}))`,
    message: 'a query key comes from queryKeys (src/web/lib/query-keys.ts): one key per endpoint.',
  },
  {
    selector: `CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|ensureQueryData)$/] > :first-child:not(${fromQueryKeys})`,
    message: 'a query key passed to the query client comes from queryKeys (src/web/lib/query-keys.ts).',
  },
];

// Screens decide on errors by the server's code (ApiError.code, hasErrorCode in
// src/web/lib/api-client.ts), never by the text, which is only shown and may change.
const messageText = '[property.name=/^(message|serverMessage)$/]';
const messageTextRules = [
  {
    selector: `CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf|test|exec)$/]:has(MemberExpression${messageText})`,
    message: 'decide on an error by its code (hasErrorCode), not by searching its message text.',
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]:matches(:has(> MemberExpression${messageText}), :has(> Identifier[name=/^(message|serverMessage|errorMessage)$/]))`,
    message: 'decide on an error by its code (hasErrorCode), not by comparing its message text.',
  },
  {
    selector: `SwitchStatement[discriminant.property.name=/^(message|serverMessage)$/]`,
    message: 'decide on an error by its code (switch on error.code), not on its message text.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'src/server/db/migrations/**',
      // Code written to break the rules, linted on purpose by test/lint/boundaries.test.ts.
      'test/lint/probes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: layerZones }],
    },
  },
  {
    // Tests beside the code they test may use test/helpers; nothing else under src may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: [noTestCode, ...layerZones] }],
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
      // Every spelling: 'node:crypto' and 'crypto' alike.
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: serverOnlyPackages, message: 'core runs in Node and the browser: no server-only packages.' },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'core runs in Node and the browser: no UI libraries.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom'], message: 'server never imports web code.' },
            {
              regex: '^(\\.\\./)+modules/[^/]+/(?!index$).+',
              message: 'reach another server module only through its index.ts (not ../modules/<name>/<file>).',
            },
            { regex: '^\\.\\./[^/.][^/]*/(?!index$)[^/]+$', message: 'reach another server module only through its index.ts (not ../<name>/<file>).' },
          ],
        },
      ],
    },
  },
  {
    // Inside modules/ the sibling-folder pattern above applies; elsewhere in server it would be too broad.
    files: ['src/server/!(modules)/**/*.ts', 'src/server/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom'], message: 'server never imports web code.' },
            { regex: '^(\\.\\./)+modules/[^/]+/(?!index$).+', message: 'reach a server module only through its index.ts (not ../modules/<name>/<file>).' },
            { regex: '^\\./modules/[^/]+/(?!index$).+', message: 'reach a server module only through its index.ts (not ./modules/<name>/<file>).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: serverOnlyPackages, message: 'web never imports server-only packages.' }],
        },
      ],
      'no-restricted-syntax': ['error', ...queryKeyRules, ...messageTextRules],
    },
  },
);
