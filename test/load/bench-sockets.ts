import { io as connectSocket, type Socket } from 'socket.io-client';
import type { FromSockets, ToSockets } from './bench-protocol';

// Socket clients in a process of their own: 10,000 sockets' events are more than one
// event loop reads without adding its own delay, so the bench splits them over a few.

const send = (message: FromSockets) => process.send!(message);
const now = () => performance.timeOrigin + performance.now();
const sockets: Record<'platform' | 'bare', Socket[]> = { platform: [], bare: [] };

async function connect(target: 'platform' | 'bare', url: string, count: number, raffleIds: string[]): Promise<void> {
  for (let i = 0; i < count; i += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, count - i) }, () => {
        const socket = connectSocket(url, {
          path: target === 'platform' ? '/ws' : '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        sockets[target].push(socket);
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => {
            // The raffle page's join: one room per raffle the fan-out will end.
            for (const raffleId of raffleIds) socket.emit('viewing_raffle', { raffleId });
            resolve();
          });
          socket.once('connect_error', reject);
        });
      }),
    );
  }
}

function arm(target: 'platform' | 'bare', raffleId: string): void {
  const all = sockets[target];
  const times: number[] = [];
  const timer = setTimeout(() => send({ type: 'error', message: `fan-out: ${times.length} of ${all.length} ${target} sockets had raffle_ended` }), 60_000);
  for (const socket of all) {
    const onEnded = (payload: { raffleId?: string }) => {
      if (payload.raffleId !== raffleId) return;
      times.push(now());
      socket.off('raffle_ended', onEnded);
      if (times.length === all.length) {
        clearTimeout(timer);
        send({ type: 'received', times });
      }
    };
    socket.on('raffle_ended', onEnded);
  }
  send({ type: 'armed' });
}

process.on('message', (raw) => {
  const message = raw as ToSockets;
  if (message.type === 'connect')
    connect(message.target, message.url, message.count, message.raffleIds).then(
      () => send({ type: 'connected' }),
      (err: unknown) => send({ type: 'error', message: String(err) }),
    );
  else if (message.type === 'arm') arm(message.target, message.raffleId);
  else {
    for (const socket of [...sockets.platform, ...sockets.bare]) socket.disconnect();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
