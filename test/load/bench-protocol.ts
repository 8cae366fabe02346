import type { DatabaseKind } from '../helpers/databases';
import type { BenchData, BenchSizes } from './bench-data';

/** Messages between the bench and the server process it drives. */
export type ToServer =
  | { type: 'start'; kind: DatabaseKind; sizes: BenchSizes | null }
  | { type: 'emit'; target: 'platform' | 'bare'; raffleId: string }
  | { type: 'memory' }
  | { type: 'stop' };

export type FromServer =
  | { type: 'alive' }
  | { type: 'ready'; baseUrl: string; origin: string; bareUrl: string; data: BenchData | null; peakRss: number }
  | { type: 'emitted'; sentAt: number }
  | { type: 'memory'; rss: number; peakRss: number }
  | { type: 'stopped' }
  | { type: 'error'; message: string };
