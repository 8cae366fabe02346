// Import cycles, type-only imports included: ESLint's cycle rules skip `import type`,
// and a cycle of types is still two modules that cannot be understood apart.
// The other boundaries are ESLint rules (eslint.config.js).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import one way; move what both sides need into a third module, or inject it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/db/migrations/', '^test/lint/probes/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
