import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The web app is built into dist/web and served by the API server on the same port.
// In `npm run dev` Vite serves it with hot reload and proxies the server's paths.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically goes in one chunk: one request and
        // one compression window, instead of dozens of small shared pieces.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
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
});
