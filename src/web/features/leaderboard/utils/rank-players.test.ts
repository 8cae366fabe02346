import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../../../core/contracts/leaderboard';
import { DEFAULT_SORT, matchesSearch, medalFor, nextSort, rankPlayers, withRanks } from './rank-players';

const entry = (username: string, steamId: string, raffleWagered: number, totalWins: number, fowlBalance: number): LeaderboardEntry => ({
  id: username,
  username,
  steamId,
  avatar: '',
  raffleWagered,
  totalWins,
  fowlBalance,
  isAdmin: false,
});

const board = withRanks([
  entry('GoldenGoose', '76561198000000102', 9000, 3, 100),
  entry('rookie', '76561198000000101', 5000, 3, 4000),
  entry('Ziggy', '76561198000555555', 5000, 1, 4000),
  entry('alpha', '76561198000000999', 10, 0, 50),
]);
const names = (list: { username: string }[]) => list.map((e) => e.username);

describe('leaderboard search and sort', () => {
  it('keeps the server ranking by default', () => {
    expect(names(rankPlayers(board, '', DEFAULT_SORT))).toEqual(['GoldenGoose', 'rookie', 'Ziggy', 'alpha']);
    expect(board.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
  });

  it('sorts each column both ways, ties in ranking order', () => {
    expect(names(rankPlayers(board, '', { key: 'fowlBalance', direction: 'desc' }))).toEqual(['rookie', 'Ziggy', 'GoldenGoose', 'alpha']);
    expect(names(rankPlayers(board, '', { key: 'fowlBalance', direction: 'asc' }))).toEqual(['alpha', 'GoldenGoose', 'rookie', 'Ziggy']);
    expect(names(rankPlayers(board, '', { key: 'totalWins', direction: 'desc' }))).toEqual(['GoldenGoose', 'rookie', 'Ziggy', 'alpha']);
    expect(names(rankPlayers(board, '', { key: 'username', direction: 'asc' }))).toEqual(['alpha', 'GoldenGoose', 'rookie', 'Ziggy']);
    expect(names(rankPlayers(board, '', { key: 'rank', direction: 'desc' }))).toEqual(['alpha', 'Ziggy', 'rookie', 'GoldenGoose']);
  });

  it('searches usernames case-insensitively and Steam IDs by any part', () => {
    expect(names(rankPlayers(board, 'GOOSE', DEFAULT_SORT))).toEqual(['GoldenGoose']);
    expect(names(rankPlayers(board, '  zig ', DEFAULT_SORT))).toEqual(['Ziggy']);
    expect(names(rankPlayers(board, '555', DEFAULT_SORT))).toEqual(['Ziggy']);
    expect(names(rankPlayers(board, '7656119800000010', DEFAULT_SORT))).toEqual(['GoldenGoose', 'rookie']);
    expect(rankPlayers(board, 'nobody-here', DEFAULT_SORT)).toEqual([]);
    expect(matchesSearch(board[0]!, '.*')).toBe(false);
  });

  it('flips the sorted column and starts others in their own direction', () => {
    expect(nextSort(DEFAULT_SORT, 'rank')).toEqual({ key: 'rank', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'totalWins')).toEqual({ key: 'totalWins', direction: 'desc' });
    expect(nextSort({ key: 'totalWins', direction: 'desc' }, 'totalWins')).toEqual({ key: 'totalWins', direction: 'asc' });
    expect(nextSort({ key: 'totalWins', direction: 'desc' }, 'username')).toEqual({ key: 'username', direction: 'asc' });
  });
});

describe('medalFor', () => {
  it('gives the top three their medals for fowls wagered, and nothing for nothing wagered', () => {
    expect([1, 2, 3, 4].map((rank) => medalFor({ rank, raffleWagered: 10 }))).toEqual(['gold', 'silver', 'bronze', null]);
    expect(medalFor({ rank: 1, raffleWagered: 0 })).toBeNull();
    expect(medalFor({ rank: 3, raffleWagered: 0 })).toBeNull();
  });
});
