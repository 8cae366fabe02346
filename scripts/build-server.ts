import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// `npm run build:server`: the server and the operator CLI as plain JavaScript in
// dist/server, so production runs `node` on what was built, with only the
// production dependencies installed (they stay outside the bundle). The
// migrations sit beside the bundle, where db/client.ts looks for them.

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', admin: 'src/server/cli/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
