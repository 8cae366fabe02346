import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ledgerRowOf } from '../ledger';
import type { NewGameRound } from './game-rounds.repository';
import { rowsOf } from '../../db/rows';

// An instant round (decision 0063) in two statements: one takes the nonce and reads the
// player, one settles. Neither decides anything: the amounts, the outcome and the rows
// come from TypeScript; the statements only apply them under the conditions that make
// each one refuse atomically what the balance or the limits no longer allow.

/** What the first statement read of the player, and the pair whose nonce it took. */
export interface TakenSeed {
  balance: number;
  playLimitsSet: boolean;
  /** Null when no nonce was taken: no active pair yet, or a player the fast way may not serve. */
  seed: { id: string; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number } | null;
}

type LedgerRow = ReturnType<typeof ledgerRowOf>;

export interface Settlement {
  userId: string;
  /** The stake (at least 1) and the payout (0 or more), both as TypeScript computed them. */
  stake: number;
  payout: number;
  /** The most a balance may hold: the settlement refuses to pass it. */
  maxBalance: number;
  /** True on the fast way, which read no limits: a player who has some (or a break) is refused. */
  onlyWithoutLimits: boolean;
  /** The two ledger rows; their balance_after is the settled balance's, set here. */
  stakeRow: Omit<LedgerRow, 'balanceAfter'>;
  payoutRow: Omit<LedgerRow, 'balanceAfter'> | null;
  round: NewGameRound & { id: string; createdAt: Date };
  /** More rows the same settlement writes (Plinko's coop meter), after the CTE `settled`. */
  also?: SettlementPart;
}

/** Common table expressions that read `settled`, and the columns of theirs the statement returns. */
export interface SettlementPart {
  ctes: SQL;
  columns: SQL;
}

const json = (value: unknown) => sql`${value === null || value === undefined ? null : JSON.stringify(value)}::jsonb`;
const at = (date: Date | null | undefined) => sql`${date ? date.toISOString() : null}::timestamptz`;

/** The insert of one ledger row whose balance_after is the settled balance minus `below`. */
const ledgerInsert = (row: Omit<LedgerRow, 'balanceAfter'>, below: number) => sql`
  INSERT INTO ledger_entries (user_id, amount, balance_after, type, category, description, game_data, raffle_data, actor_id, idempotency_key, created_at)
  SELECT ${row.userId}::uuid, ${row.amount}::int, settled.fowl_balance - ${below}::int, ${row.type}, ${row.category}, ${row.description},
    ${json(row.gameData)}, ${json(row.raffleData)}, ${row.actorId}::uuid, ${row.idempotencyKey}, ${at(row.createdAt)}
  FROM settled`;

export const instantRoundsRepository = {
  /**
   * Reads the player's balance and limits flag and, when the stake fits the balance and
   * there are no limits to read, takes the active pair's nonce: one statement. The pair's
   * row lock orders simultaneous bets, so no two take the same nonce.
   */
  async takeSeed(db: DbOrTx, userId: string, stake: number): Promise<TakenSeed | null> {
    const result = await db.execute(sql`
      WITH player AS (SELECT fowl_balance, play_limits_set FROM users WHERE id = ${userId}::uuid),
      taken AS (
        UPDATE fair_seeds SET nonce = nonce + 1
        WHERE user_id = ${userId}::uuid AND active
          AND EXISTS (SELECT 1 FROM player WHERE fowl_balance >= ${stake}::int AND NOT play_limits_set)
        RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce
      )
      SELECT player.fowl_balance AS balance, player.play_limits_set AS limits,
        taken.id AS seed_id, taken.server_seed, taken.server_seed_hash, taken.client_seed, taken.nonce
      FROM player LEFT JOIN taken ON true`);
    const [row] = rowsOf<{
      balance: number;
      limits: boolean;
      seed_id: string | null;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
    }>(result);
    if (!row) return null;
    return {
      balance: Number(row.balance),
      playLimitsSet: row.limits,
      seed: row.seed_id
        ? { id: row.seed_id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) }
        : null,
    };
  },

  /**
   * The whole settlement in one statement: the balance moved by the net amount, the
   * stake's and the payout's ledger rows with the balances after each, the round's row,
   * and whatever `also` adds. The balance update is the first step and the others read
   * from it, so when its conditions refuse (too few fowls by now, past the maximum,
   * limits set since the first statement) nothing at all is written. Returns the new
   * balance with the columns `also` returns, or null when refused. The player's row lock
   * orders simultaneous settlements.
   */
  async settle(db: DbOrTx, s: Settlement): Promise<{ balance: number; also: Record<string, unknown> } | null> {
    const r = s.round;
    const result = await db.execute(sql`
      WITH settled AS (
        UPDATE users SET fowl_balance = fowl_balance + ${s.payout - s.stake}::int, updated_at = ${at(r.createdAt)}
        WHERE id = ${s.userId}::uuid AND fowl_balance >= ${s.stake}::int AND fowl_balance + ${s.payout - s.stake}::int <= ${s.maxBalance}::int
          ${s.onlyWithoutLimits ? sql`AND NOT play_limits_set` : sql``}
        RETURNING fowl_balance
      ),
      stake_row AS (${ledgerInsert(s.stakeRow, s.payout)}),
      ${s.payoutRow ? sql`payout_row AS (${ledgerInsert(s.payoutRow, 0)}),` : sql``}
      round AS (
        INSERT INTO game_rounds (id, user_id, game, status, bet_amount, payout, multiplier, state, seed_id, server_seed_hash, client_seed, nonce, created_at, finished_at)
        SELECT ${r.id}::uuid, ${r.userId}::uuid, ${r.game}, ${r.status}, ${r.betAmount ?? 0}::int, ${r.payout ?? 0}::int, ${r.multiplier ?? null}::float8,
          ${json(r.state ?? {})}, ${r.seedId}::uuid, ${r.serverSeedHash}, ${r.clientSeed}, ${r.nonce}::int, ${at(r.createdAt)}, ${at(r.finishedAt)}
        FROM settled
      )
      ${s.also ? sql`, ${s.also.ctes}` : sql``}
      SELECT settled.fowl_balance${s.also ? sql`, ${s.also.columns}` : sql``} FROM settled`);
    const [row] = rowsOf<Record<string, unknown> & { fowl_balance: number }>(result);
    return row ? { balance: Number(row.fowl_balance), also: row } : null;
  },
};
