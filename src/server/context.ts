import type { FastifyBaseLogger } from 'fastify';
import type { ServerToClientEvents } from '../core/contracts/realtime';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { TradeBotFactory } from './integrations/steam';
import type { SessionWatch } from './db/kept-sessions';
import type { MaintenanceWatch } from './modules/platform';

/** Pushes events to browsers; fans out across instances when Redis is configured. */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toAll<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Every socket but the user's own, which get their own version of the event through toUser. */
  toAllButUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** A public room such as a raffle's (core/contracts/realtime `rooms`). */
  toRoom<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Drops a user's live sockets (logout, ban). */
  disconnectUser(userId: string): void;
}

/** What every server module is built from. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  realtime: Realtime;
  log: FastifyBaseLogger;
  fetch: typeof fetch;
  /**
   * The server's clock. Time-bound rules (a Fowl Hunt round's 30 s) read it here, so
   * a caller that builds the app can hand in a clock it moves itself.
   */
  clock: () => Date;
  /** Makes the instance's trade bot (the one the configuration picks, unless the app was built with another). */
  createTradeBot: TradeBotFactory;
  /**
   * This app's copy of the maintenance flag, kept while its LISTEN is live. Absent (an
   * operator command), every read of the flag goes to the database.
   */
  maintenance?: MaintenanceWatch;
  /**
   * The sessions this app read, kept while its LISTEN is live (decision 0062). Absent (an
   * operator command), every session is read from the database.
   */
  keptSessions?: SessionWatch;
}
