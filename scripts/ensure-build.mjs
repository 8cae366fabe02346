// `npm start` and `npm run admin` run what `npm run build` made. This builds first
// when the build is missing or older than its sources, so a fresh clone starts
// with one command. Plain JavaScript: it runs where only production dependencies
// are installed, and there it never builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const parts = {
  // The browser's app and its server entry, which renders a visitor's first screen: one build makes both.
  web: {
    label: 'web app',
    output: ['dist/web/index.html', 'dist/web-ssr/entry-server.js'],
    sources: ['src/web', 'src/core', 'vite.config.ts'],
    script: 'build:web',
    tool: 'node_modules/vite',
  },
  server: {
    label: 'server',
    output: ['dist/server/main.js'],
    sources: ['src/server', 'src/core', 'scripts/build-server.ts'],
    script: 'build:server',
    tool: 'node_modules/esbuild',
  },
};

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(parts);
for (const name of wanted) {
  const part = parts[name];
  // The oldest of its outputs, or 0 when one is missing.
  const built = Math.min(...part.output.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const sources = Math.max(...part.sources.map(newest));
  if (built > 0 && built >= sources) continue;
  if (!existsSync(part.tool)) {
    if (built > 0) {
      console.warn(`The ${part.label} build is older than its sources, and the build tools are not installed: running the existing build.`);
      continue;
    }
    console.error(
      `The ${part.label} build is missing (${part.output.join(', ')}). Run \`npm ci && npm run build\` first (the build needs the dev dependencies).`,
    );
    process.exit(1);
  }
  console.log(built === 0 ? `Building the ${part.label} (first start)…` : `Building the ${part.label} (sources changed)…`);
  const result = spawnSync('npm', ['run', '--silent', part.script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
