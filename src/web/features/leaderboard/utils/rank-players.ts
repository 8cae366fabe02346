import type { LeaderboardEntry } from '../../../../core/contracts/leaderboard';

export type SortKey = 'rank' | 'username' | 'raffleWagered' | 'totalWins' | 'fowlBalance';
export type SortDirection = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

export interface RankedEntry extends LeaderboardEntry {
  /** Position in the server's ranking (wagered, then wins, then name); it stays with the player whatever the sort. */
  rank: number;
}

/** The default: the server's ranking, best first. */
export const DEFAULT_SORT: Sort = { key: 'rank', direction: 'asc' };

/** The direction a column starts in when first clicked: names A-Z and ranks 1 up, figures largest first. */
export const firstDirection = (key: SortKey): SortDirection => (key === 'rank' || key === 'username' ? 'asc' : 'desc');

/** Clicking the sorted column flips it; another column starts in its own first direction. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: firstDirection(key) };

export type Medal = 'gold' | 'silver' | 'bronze';

/** The top three wear a medal, but only for something done: nothing wagered earns none. */
export const medalFor = (entry: Pick<RankedEntry, 'rank' | 'raffleWagered'>): Medal | null =>
  entry.raffleWagered > 0 ? ((['gold', 'silver', 'bronze'] as const)[entry.rank - 1] ?? null) : null;

export const withRanks = (entries: readonly LeaderboardEntry[]): RankedEntry[] => entries.map((e, i) => ({ ...e, rank: i + 1 }));

/** Username case-insensitively, or any part of the Steam ID (spec part 1 §5). Blank matches everyone. */
export function matchesSearch(entry: LeaderboardEntry, query: string): boolean {
  const q = query.trim();
  if (!q) return true;
  return entry.username.toLocaleLowerCase().includes(q.toLocaleLowerCase()) || entry.steamId.includes(q);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: RankedEntry, b: RankedEntry, key: SortKey): number {
  if (key === 'username') return collator.compare(a.username, b.username);
  return a[key] - b[key];
}

/** Filters and sorts; equal values keep the ranking order, so ties read the same way every time. */
export function rankPlayers(entries: readonly RankedEntry[], query: string, sort: Sort): RankedEntry[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return entries.filter((e) => matchesSearch(e, query)).sort((a, b) => sign * compare(a, b, sort.key) || a.rank - b.rank);
}
