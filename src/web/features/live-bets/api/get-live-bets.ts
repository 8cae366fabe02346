import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveBetsSchema, type LiveBetGame, type LiveBetTab } from '../../../../core/contracts/live-bets';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A tab's newest settled bets; `live_bet` pushes keep it current afterwards. */
export const getLiveBets = (game: LiveBetGame, tab: LiveBetTab, signal?: AbortSignal) =>
  apiFetch(`/api/bets?${new URLSearchParams({ game, tab }).toString()}`, { schema: liveBetsSchema, signal });

export const liveBetsQuery = (game: LiveBetGame, tab: LiveBetTab) =>
  queryOptions({ queryKey: queryKeys.liveBets.list(game, tab), queryFn: ({ signal }) => getLiveBets(game, tab, signal) });

export const useLiveBetsList = (game: LiveBetGame, tab: LiveBetTab) => useQuery(liveBetsQuery(game, tab));
