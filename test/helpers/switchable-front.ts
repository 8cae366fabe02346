import { connect, createServer, type Socket } from 'node:net';

/**
 * How the front treats a connection:
 * - `open`: passes it through to the target, byte for byte;
 * - `refuse`: closes it as soon as it opens (a service that is down);
 * - `stall`: takes the request and never answers (a hung service, past any timeout);
 * - `error`: answers every request 503 with a proxy's HTML page (a service failing);
 * - `garbage`: answers every request 200 with an HTML page (a captive portal, a wrong host).
 */
export type FrontMode = 'open' | 'refuse' | 'stall' | 'error' | 'garbage';

/**
 * A TCP front for a service that a test can take away in several ways and give
 * back, in front of one app's view of the service only (the payment sandbox on the
 * app's own port, here). Each switch drops every connection it holds, so pooled
 * keep-alive connections meet the new mode at once.
 */
export interface SwitchableFront {
  /** http://127.0.0.1:{port}, without a trailing slash. */
  url: string;
  /** Where `open` connections go: the target's origin. */
  pointAt(targetUrl: string): void;
  set(mode: FrontMode): void;
  /** Connections opened since the start, by the mode that met them. */
  connections: Record<FrontMode, number>;
  close(): Promise<void>;
}

const page = (status: string, body: string) =>
  `HTTP/1.1 ${status}\r\ncontent-type: text/html\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;

const answers: Partial<Record<FrontMode, string>> = {
  error: page('503 Service Unavailable', '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>'),
  garbage: page('200 OK', '<html><body>Please sign in to the network to continue.</body></html>'),
};

export async function startSwitchableFront(): Promise<SwitchableFront> {
  const sockets = new Set<Socket>();
  const connections: Record<FrontMode, number> = { open: 0, refuse: 0, stall: 0, error: 0, garbage: 0 };
  let mode: FrontMode = 'open';
  let target: URL | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    connections[mode]++;
    const answer = answers[mode];
    if (mode === 'refuse' || (mode === 'open' && !target)) {
      client.destroy();
    } else if (mode === 'stall') {
      client.resume();
    } else if (answer) {
      client.once('data', () => client.end(answer));
    } else {
      const upstream = connect(Number(target!.port), target!.hostname);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    pointAt(targetUrl) {
      target = new URL(targetUrl);
    },
    set(next) {
      mode = next;
      dropAll();
    },
    connections,
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
