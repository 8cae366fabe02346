import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

/** A Socket.IO client on the app's real port, from its own origin, with the player's cookie if given. */
export async function openSocket(t: TestApp, cookie?: string): Promise<Socket> {
  const origin = new URL(t.ctx.config.publicUrl).origin;
  const socket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { origin, ...(cookie ? { cookie } : {}) }, reconnection: false });
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  return socket;
}
