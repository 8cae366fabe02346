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
const folders = (dir) =>
  readdirSync(join(here, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = folders('src/web/features');
const serverModules = folders('src/server/modules');

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
// no-restricted-imports sees only static imports and export-from; a dynamic import()
// of the same packages is matched on its source by this selector, built from the same list.
const packagePattern = (name) => name.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '[^\\/]+');
const serverOnlyDynamicImport = `ImportExpression[source.value=/^(${serverOnlyPackages.map(packagePattern).join('|')})(\\/.*)?$/]`;

// Packages only some configurations use: a static import would load them into every
// server's memory at start, used or not (decision 0066). Types may still come from them.
const loadedWhenUsedPackages = ['ioredis', '@socket.io/redis-adapter', 'tar'];
const loadedWhenUsedStaticImport = {
  selector: `ImportDeclaration[importKind!="type"][source.value=/^(${loadedWhenUsedPackages.map(packagePattern).join('|')})(\\/.*)?$/]`,
  message: 'loaded only where it is used, with a dynamic import(): an idle server without it keeps it out of its memory.',
};

// The path rule resolves an import only when its source is a plain string: a template
// or a computed source (and Vite's import.meta.glob) would get past it unseen, so they
// are refused everywhere under src. Type-only `import('…')` annotations are refused by
// @typescript-eslint/consistent-type-imports, which turns them into `import type`.
const unresolvableImport = {
  selector:
    ':matches(ImportExpression[source.type!="Literal"], CallExpression[callee.object.type="MetaProperty"][callee.object.meta.name="import"][callee.property.name=/^glob/])',
  message: 'import from a plain string, so lint can resolve it and check the boundaries.',
};

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
  {
    target: ['./src/web/features', './src/web/lib', './src/web/hooks', './src/web/components'],
    from: ['./src/web/routes', './src/web/app'],
    message: 'routes/ and app/ sit on top: features, lib/, hooks/ and components/ never import them.',
  },
  // One zone per server module: from anywhere else under src/server (another module or a
  // folder inside one, app.ts, jobs/…, a file added later) its files are reached only
  // through its index.ts. The import is resolved to a file first, so every spelling of
  // the path is judged alike. Globs (extglob !(…)), so the targets need no folder listing.
  ...serverModules.map((module) => ({
    target: ['./src/server/{*,!(modules)/**}', `./src/server/modules/{*,!(${module})/**}`],
    from: `./src/server/modules/${module}`,
    except: ['./index.ts'],
    message: 'reach a server module only through its index.ts.',
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
const searchCall = 'CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf|test|exec)$/]';
// An error's text by other routes than error.message: a destructured `message`, String(error),
// the text shown to the user, or a template built from any of them.
const errorTextName = 'Identifier[name=/^(message|serverMessage|errorMessage)$/]';
const errorAsText = 'CallExpression[callee.name=/^(String|userFacingMessage)$/]';
const errorText = `:matches(${errorTextName}, ${errorAsText}, TemplateLiteral:has(${errorTextName}, ${errorAsText}))`;
const messageTextRules = [
  {
    selector: `${searchCall}:has(MemberExpression${messageText})`,
    message: 'decide on an error by its code (hasErrorCode), not by searching its message text.',
  },
  {
    // Searched (message.includes(…)), or run through a pattern (/full/.test(message)).
    selector: `:matches(${searchCall}:has(> MemberExpression.callee:has(> ${errorText}.object)), CallExpression[callee.property.name=/^(test|exec)$/]:has(> ${errorText}.arguments))`,
    message: 'decide on an error by its code (hasErrorCode), not by searching the text it turns into.',
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]:matches(:has(> MemberExpression${messageText}), :has(> ${errorTextName}), :has(> ${errorAsText}))`,
    message: 'decide on an error by its code (hasErrorCode), not by comparing its message text.',
  },
  {
    selector: `SwitchStatement[discriminant.property.name=/^(message|serverMessage)$/]`,
    message: 'decide on an error by its code (switch on error.code), not on its message text.',
  },
];

// One clock: services, jobs and routes read the app's injected clock (AppContext.clock),
// which tests move; a bare system clock would give a money path a second time to disagree with.
const clockMessage = 'read the injected clock (ctx.clock), so tests and every money path see one time.';
const injectedClockRules = [
  { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: `new Date() reads the system clock: ${clockMessage}` },
  { selector: 'CallExpression[callee.object.name="Date"][callee.property.name="now"]', message: `Date.now() reads the system clock: ${clockMessage}` },
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
      'no-restricted-syntax': [
        'error',
        { selector: serverOnlyDynamicImport, message: 'core runs in Node and the browser: no server-only packages, loaded later or not.' },
        unresolvableImport,
      ],
    },
  },
  {
    // A server module's index.ts rule is a zone per module above, checked on resolved paths.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom'], message: 'server never imports web code.' }] }],
      'no-restricted-syntax': ['error', unresolvableImport, loadedWhenUsedStaticImport],
    },
  },
  {
    // Tests load what they test; the server itself only what its configuration uses.
    files: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', unresolvableImport],
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
      'no-restricted-syntax': [
        'error',
        ...queryKeyRules,
        ...messageTextRules,
        { selector: serverOnlyDynamicImport, message: 'web never imports server-only packages, loaded later or not.' },
        unresolvableImport,
      ],
    },
  },
  {
    // Server modules and jobs (not their tests): no-restricted-syntax here replaces the
    // server block's for these files, so its entry comes along.
    files: ['src/server/modules/**/*.ts', 'src/server/jobs/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', unresolvableImport, ...injectedClockRules],
    },
  },
);
