import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { Server } from 'socket.io';
import { rooms } from '../../src/core/contracts/realtime';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { DatabaseKind } from '../helpers/databases';
import { seedBenchData, type BenchData, type BenchSizes } from './bench-data';
import type { ToServer, FromServer } from './bench-protocol';

// The platform under test, in its own process so the load generator does not share
// its event loop: the real server on a real port, logging at info as in production,
// plus a bare Socket.IO server (the fan-out baseline) beside it.

const send = (message: FromServer) => process.send!(message);
const now = () => performance.timeOrigin + performance.now();

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
sampler.unref();

// Request lines are dropped (writing them is part of what is measured); warnings and errors
// go to stderr, so a failed request in a run says why.
const WARN = 40;
const logSink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line && (JSON.parse(line) as { level: number }).level >= WARN) process.stderr.write(`bench server: ${line}\n`);
    }
    done();
  },
});

async function start(kind: DatabaseKind, sizes: BenchSizes | null): Promise<{ app: TestApp; data: BenchData | null; bareUrl: string; bare: Server }> {
  const webDir = resolve('dist/web');
  const app = await startTestApp(kind, {
    env: { LOG_LEVEL: 'info' },
    logStream: logSink,
    config: {
      serveWeb: existsSync(webDir),
      webDir,
      // The load comes from one address and a few players: the limits are not what is measured.
      rateLimits: { perMinute: 1_000_000_000, adminLoginPerIp: 1000 },
    },
  });
  const data = sizes ? await seedBenchData(app.app, app.ctx.db, sizes) : null;
  const http = createServer();
  const bare = new Server(http, { serveClient: false });
  bare.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const address = http.address() as { port: number };
  return { app, data, bare, bareUrl: `http://127.0.0.1:${address.port}` };
}

let running: Awaited<ReturnType<typeof start>> | null = null;

process.on('message', (raw) => {
  const message = raw as ToServer;
  void (async () => {
    try {
      if (message.type === 'start') {
        running = await start(message.kind, message.sizes);
        send({
          type: 'ready',
          baseUrl: running.app.baseUrl,
          origin: new URL(running.app.ctx.config.publicUrl).origin,
          bareUrl: running.bareUrl,
          data: running.data,
          peakRss,
        });
      } else if (message.type === 'emit') {
        const { app, bare } = running!;
        const sentAt = now();
        if (message.target === 'platform')
          app.ctx.realtime.toRoom(rooms.raffle(message.raffleId), 'raffle_ended', { raffleId: message.raffleId, reason: 'time_expired' });
        else bare.to('room').emit('raffle_ended', { raffleId: message.raffleId, reason: 'time_expired' });
        send({ type: 'emitted', sentAt });
      } else if (message.type === 'memory') {
        globalThis.gc?.();
        send({ type: 'memory', rss: process.memoryUsage().rss, peakRss });
      } else if (message.type === 'stop') {
        await running?.app.close();
        running?.bare.close();
        send({ type: 'stopped' });
        process.exit(0);
      }
    } catch (err) {
      send({ type: 'error', message: (err as Error).stack ?? String(err) });
    }
  })();
});
send({ type: 'alive' });
