import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a Postgres server that counts round trips: every frontend
 * message after which the client waits for the server. In the wire protocol those are
 * a simple query ('Q') and the Sync ('S') that closes an extended-protocol exchange
 * (parse/bind/describe/execute are pipelined before it). The startup message has no
 * type byte, so each connection's first message is skipped by its length; the
 * SSLRequest and the password exchange happen before any query and are not counted
 * either ('p' is not a round trip of a request).
 */
export interface RoundTripCounter {
  /** The same URL with the proxy's host and port. */
  url: string;
  count(): number;
  reset(): void;
  close(): Promise<void>;
}

const roundTripTypes = new Set(['Q'.charCodeAt(0), 'S'.charCodeAt(0)]);

/** Reads the client's byte stream message by message, however TCP splits it. */
function frontendParser(onMessage: (type: number) => void) {
  let buffer: Buffer = Buffer.alloc(0);
  let startup = true;
  return (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (startup) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        // An SSLRequest or GSSENCRequest (code 80877103/80877104) is followed by
        // another startup message once the server answers 'N'.
        const code = buffer.readInt32BE(4);
        startup = code === 80877103 || code === 80877104;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      onMessage(buffer[0]!);
      buffer = buffer.subarray(1 + length);
    }
  };
}

export async function startRoundTripCounter(postgresUrl: string): Promise<RoundTripCounter> {
  const target = new URL(postgresUrl);
  const targetPort = Number(target.port || '5432');
  const sockets = new Set<Socket>();
  let count = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    const upstream = connect(targetPort, target.hostname);
    track(upstream);
    const parse = frontendParser((type) => {
      if (roundTripTypes.has(type)) count++;
    });
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(postgresUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    count: () => count,
    reset: () => {
      count = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
