import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { UNAVAILABLE_MESSAGE } from '../plugins/errors';

/** The body of every request refused while an instance stops: the error shape of every other answer. */
const DRAINING_BODY = JSON.stringify({ error: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });

/** Health checks keep their own answers while draining: /readyz says why it is 503. */
const passesWhileDraining = (url: string | undefined) => url === '/healthz' || url === '/readyz';

export interface DrainGate {
  /** From now on, new requests and socket upgrades are answered 503 with `Connection: close`. */
  start(): void;
  /** Resolves once no request that arrived before start() is still being answered. */
  settled(): Promise<void>;
  /** Requests refused since start(). */
  refused(): number;
}

/**
 * Stands in front of every listener of the HTTP server (Fastify's and Socket.IO's), so
 * that a stopping instance keeps its port open and answers: a proxy that already chose
 * this instance, or a kept-alive connection it reuses, gets a 503 it can retry on another
 * instance (nginx's `proxy_next_upstream http_503`) instead of a refused or cut
 * connection. Requests already in flight finish normally.
 *
 * Install it after every listener is attached: listeners added later would bypass it.
 */
export function installDrainGate(server: Server): DrainGate {
  let draining = false;
  let inFlight = 0;
  let refusedCount = 0;
  let onSettled: (() => void) | null = null;

  const requestListeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining && !passesWhileDraining(req.url)) {
      refusedCount += 1;
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'retry-after': '1' });
      res.end(DRAINING_BODY);
      return;
    }
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onSettled?.();
    });
    for (const listener of requestListeners) listener.call(server, req, res);
  });

  const upgradeListeners = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (draining) {
      refusedCount += 1;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of upgradeListeners) listener.call(server, req, socket, head);
  });

  return {
    start() {
      draining = true;
    },
    settled() {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        onSettled = resolve;
      });
    },
    refused: () => refusedCount,
  };
}
