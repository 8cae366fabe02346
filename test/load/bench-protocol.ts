/** Messages between the bench and a process of its socket clients (bench-sockets.ts). */
export type ToSockets =
  | { type: 'connect'; target: 'platform' | 'bare'; url: string; count: number; raffleIds: string[] }
  | { type: 'arm'; target: 'platform' | 'bare'; raffleId: string }
  | { type: 'close' };

export type FromSockets =
  | { type: 'connected' }
  | { type: 'armed' }
  /** When each socket had the event, in ms since the epoch (performance.timeOrigin + now). */
  | { type: 'received'; times: number[] }
  | { type: 'error'; message: string };
