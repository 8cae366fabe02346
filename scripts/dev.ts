import { spawn } from 'node:child_process';

// `npm run dev`: the API server restarting on change (port 3000) and Vite with hot
// reload (port 5173, proxying /api, /sandbox and /ws). Open http://localhost:5173.

const webPort = process.env.WEB_PORT ?? '5173';
const apiPort = process.env.PORT ?? '3000';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: publicUrl, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, WEB_PORT: webPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
