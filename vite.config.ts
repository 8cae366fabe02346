import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// The web app is built into dist/web and served by the API server on the same port.
// In `npm run dev` Vite serves it with hot reload and proxies the server's paths.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // Bundles and styles are compressed once here, at brotli's and gzip's highest levels, and
  // served as they are (the server's preCompressed static files): smaller than the
  // per-request compression could afford, and no CPU per download.
  plugins: [react(), tailwindcss(), isSsrBuild ? null : compression({ include: /\.(js|css|svg)$/, threshold: 1024, logLevel: 'silent' })],
  // The server entry (`npm run build:web-ssr`, entry-server.tsx) carries every package it
  // uses, so the server runs it where only its own dependencies are installed.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../../dist/web-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        chunkSizeWarningLimit: 1200,
        rolldownOptions: {
          output: {
            // Everything the first screen imports statically goes in one chunk: one request and
            // one compression window, instead of dozens of small shared pieces. What a signed-in
            // player's first screen adds comes in two more (the account menu on every page, the
            // dashboard on /), not in some twenty pieces that each cost a request and a task.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                {
                  name: 'account-menu',
                  test: /src\/web\/app\/layout\/user-menu|src\/web\/features\/accounts\/(components\/trade-url-form|api\/(logout|save-trade-url))|src\/core\/trade-url|src\/web\/components\/ui\/(input|label)\.|lucide-react.*\/(chevron-down|eye|external-link)\./,
                },
                {
                  name: 'dashboard',
                  test: /src\/web\/routes\/dashboard|src\/web\/features\/(profile|referrals|play-limits\/components\/net-results|feed\/(components\/feed-privacy-switch|api\/save-feed-privacy))|src\/web\/lib\/(user-entries|case-status|clipboard)\.|src\/core\/ledger\.|src\/web\/components\/ui\/switch\.|lucide-react.*\/(refresh-cw|circle-check)\./,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));
