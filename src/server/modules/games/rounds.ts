import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { LedgerType } from '../../../core/contracts/ledger';
import type { RoundFairness } from '../../../core/contracts/games';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { balanceRefusal, countPosting, ledgerRowOf, lockBalance, MAX_BALANCE, postEntry, roundLedgerKey, type Posting } from '../ledger';
import { PREMIUM_REQUIRED_MESSAGE } from '../accounts';
import { betSeedOf, betSeedRecord, nextBetSeed, type BetSeed } from '../fairness';
import { createFeedService } from '../feed';
import { assertMayWager } from '../play-limits';
import { gameRoundsRepository, type GameRoundRow } from './game-rounds.repository';
import { instantRoundsRepository, type SettlementPart } from './instant-rounds.repository';
import { pushSettledRound } from './live-bets';

// What every game round does with money and locks, in one place. Each step runs inside
// the caller's transaction, next to the round's own state change (DESIGN rule 2).

/** The game keys: the round's `game` column and the ledger type of its bets and payouts. */
export type GameKey = Extract<LedgerType, 'hen_house_hazard' | 'fowl_flip' | 'defuse_bomba' | 'fowl_hunt' | 'plinko'>;

/**
 * Locks the player's balance row first in every game transaction. It serialises one
 * player's game requests (one live game, two cash-outs racing) and gives every path
 * the same lock order (user, then seed pair, then round), so they cannot deadlock.
 * Returns the balance as it stands.
 */
export async function lockPlayer(tx: Tx, userId: string): Promise<number> {
  const balance = await lockBalance(tx, userId);
  if (balance === null) throw new AppError('NOT_FOUND', 'User not found');
  return balance;
}

interface RoundMoney {
  userId: string;
  roundId: string;
  game: GameKey;
  amount: number;
  description: string;
  gameData: Record<string, unknown>;
  /** The app's clock, read once the player's lock is held: the limits and the ledger row go by it. */
  at: Date;
}

/**
 * The stake, debited once per round (the key makes a replay move nothing), after the
 * player's own limits and breaks allow it (decision 0033). The caller holds the player's lock.
 */
export async function debitBet(tx: Tx, m: RoundMoney) {
  await assertMayWager(tx, m.userId, m.amount, m.at);
  return postEntry(tx, {
    userId: m.userId,
    amount: -m.amount,
    type: m.game,
    description: m.description,
    idempotencyKey: roundLedgerKey(m.roundId, 'bet'),
    gameData: { ...m.gameData, roundId: m.roundId },
    at: m.at,
  });
}

/** The payout, credited at most once per round. */
export const creditPayout = (tx: Tx, m: RoundMoney) =>
  postEntry(tx, {
    userId: m.userId,
    amount: m.amount,
    type: m.game,
    description: m.description,
    idempotencyKey: roundLedgerKey(m.roundId, 'payout'),
    gameData: { ...m.gameData, roundId: m.roundId },
    at: m.at,
  });

/** After the commit: the header balance follows without a refetch. */
export function pushBalance(ctx: AppContext, userId: string, fowlBalance: number): void {
  ctx.realtime.toUser(userId, 'balance_updated', { fowlBalance });
}

/** After the commit of a round that ended: it goes to the game's live bets, and a big enough win to the live wins feed. */
export function announceRound(ctx: AppContext, row: GameRoundRow): void {
  pushSettledRound(ctx, row);
  void createFeedService(ctx).roundFinished({ ...row, game: row.game as GameKey });
}

export const roundFairness = (row: GameRoundRow): RoundFairness => ({
  seedId: row.seedId,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

export const premiumRequired = (): AppError => new AppError('FORBIDDEN', PREMIUM_REQUIRED_MESSAGE);

/**
 * The player's running round of `game`, locked. Rounds are only started by Premium
 * players; one whose Premium lapsed mid-round may still finish it (the stake is
 * already down), but anything else from a non-Premium player is the Premium refusal.
 */
export async function lockRunningRound(tx: Tx, opts: { userId: string; premium: boolean; game: GameKey; roundId: string }): Promise<GameRoundRow> {
  const round = await gameRoundsRepository.ownForUpdate(tx, opts.roundId, opts.userId);
  const running = round !== null && round.game === opts.game && round.status === 'active';
  if (!running && !opts.premium) throw premiumRequired();
  if (!round || round.game !== opts.game) throw new AppError('NOT_FOUND', 'Game not found.');
  if (!running) throw new AppError('CONFLICT', 'This game has already ended.');
  return round;
}

interface NewRound<State> {
  userId: string;
  game: GameKey;
  /** The game's name in messages and ledger descriptions. */
  label: string;
  betAmount: number;
  /** Said after "<label> bet" in the ledger, e.g. "(3 bombs)". */
  betDetail?: string;
  gameData: Record<string, unknown>;
  /** How many fair floats the board needs, and the board built from them. */
  floatCount: number;
  board: (floats: number[]) => State;
  /**
   * For a game played against the clock: settles the player's running round (locked
   * by the player's lock) when its time is up, returning true; false keeps the refusal.
   */
  settleIfOver?: (tx: Tx, running: GameRoundRow) => Promise<boolean>;
}

/**
 * Refuses a second live game of the same kind (one per player, DESIGN §6). A game on a
 * clock may settle a round of its own that is over by now and let the start go on.
 */
async function assertNoRunningRound(tx: Tx, r: Pick<NewRound<unknown>, 'userId' | 'game' | 'label' | 'settleIfOver'>): Promise<void> {
  const running = await gameRoundsRepository.activeFor(tx, r.userId, r.game);
  if (running && !(await r.settleIfOver?.(tx, running))) {
    throw new AppError('CONFLICT', `You already have a ${r.label} game in progress. Finish it before starting a new one.`);
  }
}

/**
 * Starts a round in one transaction: the player's lock, the one-live-round check, the
 * bet's debit, the next fair nonce and the board it fixes. Pushes the new balance after
 * the commit.
 */
export async function startRound<State>(ctx: AppContext, r: NewRound<State>): Promise<{ row: GameRoundRow; balance: number }> {
  const id = randomUUID();
  const out = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, r.userId);
    // Read once the player's lock is held: a wait for it is not playing time.
    const now = ctx.clock();
    await assertNoRunningRound(tx, r);
    const description = r.betDetail ? `${r.label} bet ${r.betDetail}` : `${r.label} bet`;
    const bet = await debitBet(tx, { userId: r.userId, roundId: id, game: r.game, amount: r.betAmount, description, gameData: r.gameData, at: now });
    const seed = await nextBetSeed(tx, r.userId, r.floatCount);
    const row = await gameRoundsRepository.insert(tx, {
      id,
      userId: r.userId,
      game: r.game,
      status: 'active',
      betAmount: r.betAmount,
      state: r.board(seed.floats),
      ...betSeedRecord(seed),
      createdAt: now,
    });
    return { row, balance: bet.balanceAfter };
  });
  pushBalance(ctx, r.userId, out.balance);
  return out;
}

/** What the game's pure rules made of the floats: how the round ended and what it pays. */
export interface InstantOutcome<State> {
  status: 'won' | 'lost' | 'completed';
  payout: number;
  multiplier: number;
  state: State;
  /** The payout's ledger row, when it pays. */
  win: { description: string; gameData: Record<string, unknown> };
}

export interface InstantBet<State> {
  userId: string;
  game: GameKey;
  betAmount: number;
  /** The stake's ledger row. */
  stake: { description: string; gameData: Record<string, unknown> };
  floatCount: number;
  outcome: (floats: number[]) => InstantOutcome<State>;
  /** More rows the settlement writes (Plinko's coop meter), in the same statement. */
  also?: (at: Date) => SettlementPart;
}

/**
 * Settles a round whose nonce is taken and whose player's balance, as last read, is
 * `balance`: the outcome from the floats, then one statement for all it records. Null
 * when the statement refused it (the balance or the limits changed since they were read).
 */
async function settleInstant<State>(db: DbOrTx, bet: InstantBet<State>, seed: BetSeed, balance: number, at: Date, onlyWithoutLimits: boolean) {
  const id = randomUUID();
  const out = bet.outcome(seed.floats);
  // A payout past the most a balance may hold is refused as the ledger refuses it, not
  // settled on another nonce: a refusal never depends on an outcome the next nonce could change.
  const tooMuch = balanceRefusal(balance - bet.betAmount, out.payout);
  if (tooMuch && out.payout > 0) throw tooMuch;
  const posting = (part: 'bet' | 'payout', amount: number, row: { description: string; gameData: Record<string, unknown> }): Posting => ({
    userId: bet.userId,
    amount,
    type: bet.game,
    description: row.description,
    idempotencyKey: roundLedgerKey(id, part),
    gameData: { ...row.gameData, roundId: id },
    at,
  });
  const stake = posting('bet', -bet.betAmount, bet.stake);
  const payout = out.payout > 0 ? posting('payout', out.payout, out.win) : null;
  const round = {
    id,
    userId: bet.userId,
    game: bet.game,
    status: out.status,
    betAmount: bet.betAmount,
    payout: out.payout,
    multiplier: out.multiplier,
    state: out.state,
    ...betSeedRecord(seed),
    createdAt: at,
    finishedAt: at,
  };
  // The balance after is the settled balance's: the statement sets it, so the row values wait for it.
  const withoutBalance = ({ balanceAfter: _, ...row }: ReturnType<typeof ledgerRowOf>) => row;
  const settled = await instantRoundsRepository.settle(db, {
    userId: bet.userId,
    stake: bet.betAmount,
    payout: out.payout,
    maxBalance: MAX_BALANCE,
    onlyWithoutLimits,
    stakeRow: withoutBalance(ledgerRowOf(stake, 0)),
    payoutRow: payout && withoutBalance(ledgerRowOf(payout, 0)),
    round,
    also: bet.also?.(at),
  });
  if (!settled) return null;
  countPosting(bet.game);
  if (payout) countPosting(bet.game);
  const row: GameRoundRow = { ...round, state: out.state as unknown, multiplier: out.multiplier };
  return { row, balance: settled.balance, also: settled.also };
}

/**
 * A round decided at once (Fowl Flip, a Plinko drop), in at most two statements
 * (decision 0063): the first reads the player and takes the nonce, the outcome is
 * computed here by the game's own rules, the second settles everything or nothing. A
 * player with limits or a break to read, a first bet (no seed pair yet) and a
 * settlement refused by a change between the two statements go the locked way, in
 * one transaction, with the same checks and the same refusals. Pushes the balance.
 */
export async function playInstantRound<State>(ctx: AppContext, bet: InstantBet<State>) {
  const { db } = ctx;
  const taken = await instantRoundsRepository.takeSeed(db, bet.userId, bet.betAmount);
  if (!taken) throw new AppError('NOT_FOUND', 'User not found');
  let out = null;
  if (!taken.playLimitsSet) {
    const refusal = balanceRefusal(taken.balance, -bet.betAmount);
    if (refusal) throw refusal;
    if (taken.seed) out = await settleInstant(db, bet, betSeedOf(taken.seed, bet.floatCount), taken.balance, ctx.clock(), true);
  }
  out ??= await db.transaction(async (tx) => {
    const balance = await lockPlayer(tx, bet.userId);
    // Read once the player's lock is held, as in every game transaction.
    const now = ctx.clock();
    await assertMayWager(tx, bet.userId, bet.betAmount, now);
    const refusal = balanceRefusal(balance, -bet.betAmount);
    if (refusal) throw refusal;
    const seed = await nextBetSeed(tx, bet.userId, bet.floatCount);
    const settled = await settleInstant(tx, bet, seed, balance, now, false);
    // Under the player's lock, with the balance and limits checked, nothing can refuse it.
    if (!settled) throw new Error('a settlement under the player lock was refused');
    return settled;
  });
  pushBalance(ctx, bet.userId, out.balance);
  announceRound(ctx, out.row);
  return out;
}
