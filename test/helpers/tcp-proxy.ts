import { startSwitchableFront } from './switchable-front';

/**
 * A TCP proxy in front of Postgres or Redis, so a test can take the service away
 * from one app (every connection cut, new ones dropped at once) and bring it back,
 * without touching the server other tests use. The switchable front, with two modes.
 */
export interface TcpProxy {
  /** The same URL with the proxy's host and port. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = target.port || (target.protocol.startsWith('redis') ? '6379' : '5432');
  const front = await startSwitchableFront();
  front.pointAt(`tcp://${target.hostname}:${targetPort}`);
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = new URL(front.url).port;
  return {
    url: url.toString(),
    cut: () => front.set('refuse'),
    restore: () => front.set('open'),
    close: () => front.close(),
  };
}
