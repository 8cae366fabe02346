import {
  huntPlaySummarySchema,
  huntRoundStateSchema,
  huntShotSchema,
  type HuntDailyLimit,
  type HuntGame,
  type HuntRoundState,
  type HuntShotAnswer,
  type HuntShotBody,
  type HuntStart,
} from '../../../core/contracts/fowl-hunt';
import { AppError, isAppError } from '../../../core/errors';
import {
  HISTORY_DAYS,
  HISTORY_ROUNDS,
  addPlaySummaries,
  huntHistoryFlagText,
  huntPlaySummary,
  judgeHuntHistory,
  type HuntHistoryEvidence,
  type HuntPlaySummary,
} from '../../../core/games/fowl-hunt-bot-check';
import {
  BET,
  HISTORY_LIMIT,
  HUNT_FLOATS_NEEDED,
  HUNT_TARGET_COUNT,
  LATE_CLICK_ALLOWANCE_MS,
  ROUND_MS,
  TARGETS_AT_ONCE,
  accuracyPercent,
  hitSlot,
  huntAccuracy,
  huntCapDay,
  huntEvidence,
  huntFlagText,
  huntPayout,
  huntPayoutMultiplier,
  huntSettlement,
  huntTargetAt,
  huntTargets,
  huntTargetsDigest,
  offsetFrom,
  type HuntShot,
} from '../../../core/games/fowl-hunt';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Job } from '../../jobs/scheduler';
import { auditRepository } from '../audit';
import { roundSeeds } from '../fairness';
import {
  announceRound,
  creditPayout,
  gameRoundsRepository,
  lockPlayer,
  lockRunningRound,
  pushBalance,
  roundFairness,
  startRound,
  type GameRoundRow,
} from '../games';
import { HUNT_GAME, fowlHuntRepository } from './fowl-hunt.repository';

// One Fowl Hunt round on the server (decision 0013). The start takes the bet and fixes
// the sequence; each shot is timed on arrival and answered with the next target when
// it hits; the round is settled from that record, by the player's finish, by their
// next start, or by the settle job, whichever comes first once the time is up.
// Every path takes the player's lock before the round's, as all games do.

const LABEL = 'Fowl Hunt';
const INSUFFICIENT_MESSAGE = "You don't have enough fowls to place this bet";
const ROUND_OVER_MESSAGE = 'This round is over.';
const LEGACY_ROUND_MESSAGE = 'This round has expired. Start a new one.';

/** Rounds over for this long are settled by the job; the player's own finish normally comes first. */
const SETTLE_AFTER_MS = ROUND_MS + LATE_CLICK_ALLOWANCE_MS + 10_000;
const SETTLE_BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const stateOf = (row: GameRoundRow): HuntRoundState => huntRoundStateSchema.parse(row.state);
const msSinceStart = (row: GameRoundRow, at: Date): number => at.getTime() - row.createdAt.getTime();
/** Past the 30 s and the allowance for late clicks: nothing can change the record any more. */
const isOver = (row: GameRoundRow, at: Date): boolean => msSinceStart(row, at) > ROUND_MS + LATE_CLICK_ALLOWANCE_MS;

function toHuntGame(row: GameRoundRow): HuntGame {
  const state = stateOf(row);
  return {
    id: row.id,
    result: row.status === 'won' ? 'win' : 'loss',
    payout: row.payout,
    betAmount: row.betAmount,
    accuracy: accuracyPercent(state.accuracy ?? 0),
    targetsHit: state.hits ?? 0,
    totalTargets: state.clickCount ?? 0,
    targetGoal: state.targetGoal,
    multiplier: row.multiplier ?? huntPayoutMultiplier(state.targetGoal),
    expired: state.expired === true,
    flagged: state.flagged === true,
    capped: state.capped === true,
    fairness: roundFairness(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The first targets of a new round; the sequence itself is only fingerprinted, never stored. */
function newBoard(floats: number[], targetGoal: number): HuntRoundState {
  const targets = huntTargets(floats);
  const first = targets.slice(0, TARGETS_AT_ONCE);
  return {
    targetGoal,
    targetsDigest: huntTargetsDigest(targets),
    firstTargets: first,
    slots: first.map((p, index) => ({ index, x: p.x, y: p.y, shownAt: 0 })),
    next: TARGETS_AT_ONCE,
    shots: [],
  };
}

function paymentText(settled: { flagged: boolean; byHistory: boolean; capped: boolean }, hits: number, accuracy: number): string {
  if (settled.flagged && settled.byHistory) return `${LABEL} bet returned: recent rounds did not look like human play`;
  if (settled.flagged) return `${LABEL} bet returned: the round did not look like human play`;
  const base = `${LABEL} win: ${hits} hits at ${accuracyPercent(accuracy)}% accuracy`;
  return settled.capped ? `${base} (daily winnings limit reached)` : base;
}

export function createFowlHuntService(ctx: AppContext) {
  const { db, clock } = ctx;
  const dailyCap = ctx.config.fowlHunt.dailyCap;

  /**
   * Settles a running round from the server's record: the tally, the evidence, the
   * daily cap, and the payout. The caller holds the player's lock and the round's.
   * Returns the settled row and the balance when fowls moved.
   */
  /**
   * The bot check over the player's history (decision 0046): this round's play added to
   * that of their recent rounds, judged together. A round settled before rounds kept
   * their sums is summed from its shots; one whose record does not parse counts as no play.
   */
  async function judgeHistory(tx: Tx, row: GameRoundRow, play: HuntPlaySummary): Promise<HuntHistoryEvidence> {
    const from = new Date(row.createdAt.getTime() - HISTORY_DAYS * DAY_MS);
    const earlier = await fowlHuntRepository.recentPlay(tx, row.userId, from, row.createdAt, HISTORY_ROUNDS - 1);
    const plays = earlier.map((r) => {
      const kept = huntPlaySummarySchema.safeParse(r.play);
      if (kept.success) return kept.data;
      const shots = huntShotSchema.array().safeParse(r.shots);
      return huntPlaySummary(shots.success ? shots.data : []);
    });
    return judgeHuntHistory(addPlaySummaries([play, ...plays]), plays.length + 1);
  }

  async function settle(tx: Tx, row: GameRoundRow, at: Date): Promise<{ row: GameRoundRow; balance: number | null }> {
    const state = stateOf(row);
    if (!state.slots) {
      // A round started before clicks were timed by the server: it can no longer be scored.
      const expired = await gameRoundsRepository.update(tx, row.id, { status: 'lost', payout: 0, finishedAt: at, state: { ...state, expired: true } });
      return { row: expired, balance: null };
    }
    const shots = state.shots ?? [];
    const play = huntPlaySummary(shots);
    const history = await judgeHistory(tx, row, play);
    const evidence = { ...huntEvidence(shots), history };
    const tally = { hits: evidence.hits, clicks: evidence.clicks };
    const accuracy = huntAccuracy(tally);
    const byHistory = history.flagged;
    const flagged = evidence.flags.length > 0 || byHistory;
    const day = huntCapDay(row.createdAt);
    const netBefore = await fowlHuntRepository.netWinnings(tx, row.userId, day.start, day.resetsAt);
    const settled = huntSettlement({ ...tally, goal: state.targetGoal, bet: row.betAmount, flagged, dailyCap, netBefore });

    let balance: number | null = null;
    if (settled.payout > 0) {
      const multiplier = huntPayoutMultiplier(state.targetGoal);
      const credit = await creditPayout(tx, {
        userId: row.userId,
        roundId: row.id,
        game: HUNT_GAME,
        amount: settled.payout,
        description: paymentText({ flagged, byHistory, capped: settled.capped }, tally.hits, accuracy),
        gameData: { betAmount: row.betAmount, accuracy: accuracyPercent(accuracy), multiplier },
        at,
      });
      balance = credit.balanceAfter;
    }
    if (flagged) {
      await auditRepository.record(tx, {
        actorId: row.userId,
        action: 'game.hunt_flagged',
        targetType: 'user',
        targetId: row.userId,
        after: {
          reasons: [
            ...evidence.flags.map((f) => huntFlagText[f]),
            ...(byHistory ? history.flags.map((f) => `over the last ${history.rounds} rounds: ${huntHistoryFlagText[f]}`) : []),
          ].join('; '),
          tooFastHits: evidence.tooFastHits,
          fastestReactionMs: evidence.fastestReactionMs,
          reactionSpread: evidence.reactionSpread,
          medianOffsetPx: evidence.medianOffsetPx,
          hits: evidence.hits,
          clicks: evidence.clicks,
          medianReactionMs: evidence.medianReactionMs,
          roundId: row.id,
          targetGoal: state.targetGoal,
          paid: settled.payout,
          history,
        },
      });
    }
    const endedAt = msSinceStart(row, at) < ROUND_MS ? { endedAt: msSinceStart(row, at) } : {};
    const finished = await gameRoundsRepository.update(tx, row.id, {
      status: settled.won ? 'won' : 'lost',
      payout: settled.payout,
      multiplier: huntPayoutMultiplier(state.targetGoal),
      finishedAt: at,
      state: {
        ...state,
        ...endedAt,
        hits: tally.hits,
        clickCount: tally.clicks,
        accuracy,
        evidence,
        play,
        flagged,
        capped: settled.capped,
      } satisfies HuntRoundState,
    });
    return { row: finished, balance };
  }

  return {
    /**
     * Takes the fixed bet and fixes the round's sequence from the player's next fair
     * floats; answers only the three targets up first. One round at a time: a start
     * while the last one is still being played is refused, one whose time is up is
     * settled first.
     */
    async start(userId: string, targetGoal: number): Promise<HuntStart> {
      const multiplier = huntPayoutMultiplier(targetGoal);
      let started: Awaited<ReturnType<typeof startRound<HuntRoundState>>>;
      try {
        started = await startRound<HuntRoundState>(ctx, {
          userId,
          game: HUNT_GAME,
          label: LABEL,
          betAmount: BET,
          betDetail: `(goal ${targetGoal})`,
          gameData: { betAmount: BET, targetGoal, multiplier },
          floatCount: HUNT_FLOATS_NEEDED,
          board: (floats) => newBoard(floats, targetGoal),
          settleIfOver: async (tx, running) => {
            const at = clock();
            if (!isOver(running, at)) return false;
            await settle(tx, running, at);
            return true;
          },
        });
      } catch (e) {
        if (isAppError(e) && e.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_MESSAGE, e.details);
        throw e;
      }
      const { row, balance } = started;
      const state = stateOf(row);
      return {
        roundId: row.id,
        visible: (state.slots ?? []).map((s) => ({ x: s?.x ?? 0, y: s?.y ?? 0 })),
        targetGoal,
        betAmount: BET,
        multiplier,
        potentialPayout: huntPayout(targetGoal),
        startedAt: row.createdAt.toISOString(),
        endsAt: new Date(row.createdAt.getTime() + ROUND_MS).toISOString(),
        fairness: roundFairness(row),
        fowlBalance: balance,
      };
    },

    /**
     * One click, timed now. It counts only while the round runs (plus the allowance
     * for late clicks) and only as the next click in order; a hit reveals the target
     * that takes its slot. A refused click changes nothing.
     */
    async shoot(userId: string, premium: boolean, shot: HuntShotBody): Promise<HuntShotAnswer> {
      const receivedAt = clock();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const row = await lockRunningRound(tx, { userId, premium, game: HUNT_GAME, roundId: shot.roundId });
        const state = stateOf(row);
        if (!state.slots || state.next === undefined) throw new AppError('CONFLICT', LEGACY_ROUND_MESSAGE);
        if (isOver(row, receivedAt)) throw new AppError('CONFLICT', ROUND_OVER_MESSAGE);
        const shots = state.shots ?? [];
        if (shot.seq !== shots.length) {
          throw new AppError(
            'CONFLICT',
            shot.seq < shots.length ? `Click ${shot.seq} was already counted.` : `Click ${shots.length} has not arrived yet: clicks count in order.`,
          );
        }
        // Times never run backwards within a round, whatever the instances' clocks say.
        const t = Math.max(0, msSinceStart(row, receivedAt), shots.at(-1)?.t ?? 0);
        const slots = [...state.slots];
        let next = state.next;
        const slot = hitSlot(slots, shot);
        const target = slot === null ? null : slots[slot];
        let revealed: { x: number; y: number } | null = null;
        // The page's own time of the click is kept as reported: only the bot check reads it, and it checks it against `t`.
        const pageTime = shot.at === undefined ? {} : { at: Math.round(shot.at) };
        let recorded: HuntShot = { t, x: shot.x, y: shot.y, hit: null, reactionMs: null, offsetPx: null, ...pageTime };
        if (slot !== null && target) {
          const offsetPx = Math.round(offsetFrom(target, shot) * 100) / 100;
          recorded = { ...recorded, hit: target.index, reactionMs: Math.max(0, t - target.shownAt), offsetPx };
          if (next < HUNT_TARGET_COUNT) {
            revealed = huntTargetAt(await roundSeeds(tx, row), next);
            // Timed as late as possible: the answer leaves right after this write.
            slots[slot] = { index: next, ...revealed, shownAt: Math.max(t, msSinceStart(row, clock())) };
            next += 1;
          } else {
            slots[slot] = null;
          }
        }
        const allShots = [...shots, recorded];
        await gameRoundsRepository.update(tx, row.id, { state: { ...state, slots, next, shots: allShots } satisfies HuntRoundState });
        return { seq: shot.seq, hitSlot: slot, revealed, hits: allShots.filter((s) => s.hit !== null).length, clicks: allShots.length };
      });
    },

    /**
     * Ends the round and answers what the server recorded; a click log in the body is
     * never read. Ending before the 30 s are up gives up the rest of the time. A round
     * already settled (by the job, or a second finish) is answered as it was settled.
     */
    async finish(userId: string, premium: boolean, roundId: string): Promise<{ game: HuntGame; fowlBalance: number }> {
      const at = clock();
      const out = await db.transaction(async (tx) => {
        const balance = await lockPlayer(tx, userId);
        const own = await gameRoundsRepository.ownForUpdate(tx, roundId, userId);
        if (own && own.game === HUNT_GAME && own.status !== 'active') return { row: own, balance, paid: false };
        const row = await lockRunningRound(tx, { userId, premium, game: HUNT_GAME, roundId });
        const settled = await settle(tx, row, at);
        return { row: settled.row, balance: settled.balance ?? balance, paid: settled.balance !== null };
      });
      if (out.paid) {
        pushBalance(ctx, userId, out.balance);
        announceRound(ctx, out.row);
      }
      return { game: toHuntGame(out.row), fowlBalance: out.balance };
    },

    async history(userId: string): Promise<HuntGame[]> {
      return (await gameRoundsRepository.history(db, userId, HUNT_GAME, HISTORY_LIMIT)).map(toHuntGame);
    },

    /** Where the player stands against the daily cap on net winnings. */
    async dailyLimit(userId: string): Promise<HuntDailyLimit> {
      const day = huntCapDay(clock());
      const netToday = await fowlHuntRepository.netWinnings(db, userId, day.start, day.resetsAt);
      return { dailyCap, netToday, remaining: Math.max(0, dailyCap - netToday), resetsAt: day.resetsAt.toISOString() };
    },

    /**
     * Settles rounds whose time is up and that nobody finished (a closed tab): the
     * record is complete, so they are scored like any other and a win is paid. The
     * header balance catches up on its next refresh.
     */
    async settleOverRounds(tx: Tx, at: Date): Promise<void> {
      const over = await fowlHuntRepository.startedBefore(tx, new Date(at.getTime() - SETTLE_AFTER_MS), SETTLE_BATCH);
      for (const { id, userId } of over) {
        await lockPlayer(tx, userId);
        const row = await gameRoundsRepository.ownForUpdate(tx, id, userId);
        if (row?.status === 'active') await settle(tx, row, at);
      }
    },
  };
}

export type FowlHuntService = ReturnType<typeof createFowlHuntService>;

/** Scheduled work of this module; each job runs once across instances. */
export function createFowlHuntJobs(ctx: AppContext): Job[] {
  const hunt = createFowlHuntService(ctx);
  return [{ name: 'fowl-hunt.settle-rounds', everyMs: 15_000, run: (tx, now) => hunt.settleOverRounds(tx, now) }];
}
