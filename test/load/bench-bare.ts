import { createServer } from 'node:http';
import { Server } from 'socket.io';

// The fan-out's baseline: a bare Socket.IO server, in its own process as the platform is,
// with every socket in one room. POST /emit?raffleId=… sends raffle_ended to the room and
// answers once the emit has returned, as the platform's admin route answers after its own.

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (req.method !== 'POST' || url.pathname !== '/emit') {
    res.writeHead(404).end();
    return;
  }
  bare.to('room').emit('raffle_ended', { raffleId: url.searchParams.get('raffleId'), reason: 'admin' });
  res.writeHead(204).end();
});
const bare = new Server(http, { serveClient: false });
bare.on('connection', (socket) => void socket.join('room'));
http.listen(0, '127.0.0.1', () => {
  const { port } = http.address() as { port: number };
  process.send!({ url: `http://127.0.0.1:${port}` });
});
process.on('disconnect', () => process.exit(0));
