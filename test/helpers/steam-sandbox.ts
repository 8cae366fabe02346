// Test harness: the sandbox on a real port, with publicUrl known before the plugin
// is registered (the port is bound first, then handed to Fastify).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { steamSandboxPlugin } from '../../src/server/integrations/steam';

/** The relying party's callback the sandbox under test accepts. */
export const SANDBOX_TEST_RETURN_PATH = '/api/auth/steam/return';

export interface RunningSandbox {
  app: FastifyInstance;
  publicUrl: string;
  close: () => Promise<void>;
}

/** The default sandbox's signing secret. */
export const SANDBOX_TEST_SECRET = 'test-secret-0123456789abcdef';

/** `returnTo` is the relying party's callback it signs for: by default one on the sandbox's own origin. */
export async function startSteamSandbox(secret = SANDBOX_TEST_SECRET, returnTo?: string): Promise<RunningSandbox> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = Fastify({
    serverFactory: (handler) => {
      server.on('request', handler);
      return server;
    },
  });
  await app.register(steamSandboxPlugin, { publicUrl, secret, returnTo: returnTo ?? `${publicUrl}${SANDBOX_TEST_RETURN_PATH}`, adminSteamIds: [] });
  await app.ready();
  return {
    app,
    publicUrl,
    close: async () => {
      await app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on which nothing listens: the port was bound and released again. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
