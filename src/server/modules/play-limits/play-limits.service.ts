import type { PlayBreakBody, PlayLimitsBody, PlayLimitsState, PlayPause } from '../../../core/contracts/play-limits';
import { AppError } from '../../../core/errors';
import {
  breakMessage,
  changeLimits,
  COOL_OFF_PERIODS,
  effectiveLimits,
  LIMIT_PERIODS,
  limitReachedMessage,
  periodReset,
  periodStart,
  selfExclusionEnd,
  type Limits,
  type PlayBreak,
} from '../../../core/play-limits';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { lockBalance, lockUser } from '../ledger';
import { playLimitsRepository, type PlayLimitsRow } from './play-limits.repository';

// Responsible play (decision 0033). The checks run inside the bet's own transaction,
// after the player's balance row is locked, so no number of simultaneous bets can
// pass a limit or a break between the check and the debit.

const HOUR = 3600 * 1000;

const limitsOf = (row: PlayLimitsRow | null): Limits => ({
  daily: row?.dailyLimit ?? null,
  weekly: row?.weeklyLimit ?? null,
  monthly: row?.monthlyLimit ?? null,
});

/** The break in force at `now`, if any; a self-exclusion outranks a cool-off. */
export function pauseOf(row: PlayLimitsRow | null, now: Date): PlayBreak | null {
  if (!row) return null;
  if (row.selfExcludedPermanently) return { kind: 'self_exclusion', until: null };
  if (row.selfExcludedUntil && row.selfExcludedUntil > now) return { kind: 'self_exclusion', until: row.selfExcludedUntil };
  if (row.coolOffUntil && row.coolOffUntil > now) return { kind: 'cool_off', until: row.coolOffUntil };
  return null;
}

const pauseView = (pause: PlayBreak | null): PlayPause | null =>
  pause ? { kind: pause.kind, until: pause.until?.toISOString() ?? null, message: breakMessage(pause) } : null;

/**
 * The break in force at `now` as screens show it (why, and until when), or null. Nothing
 * is read for a player who never set a limit, a break or a reality check.
 */
export async function pauseAt(db: DbOrTx, user: { id: string; playLimitsSet: boolean }, now: Date): Promise<PlayPause | null> {
  if (!user.playLimitsSet) return null;
  return pauseView(pauseOf(await playLimitsRepository.find(db, user.id), now));
}

/**
 * What a refusal carries besides its sentence, so a screen can title it as the refusal it
 * is (a break, or a wager limit) and say when it ends without reading the text.
 */
const breakRefusal = (pause: PlayBreak, message: string) =>
  new AppError('PLAY_LIMIT', message, { kind: pause.kind, until: pause.until?.toISOString() ?? null });

const startsAt = (now: Date) => ({ daily: periodStart('daily', now), weekly: periodStart('weekly', now), monthly: periodStart('monthly', now) });

/**
 * Refuses any play (a game, an entry, the case) during a cool-off or self-exclusion. The
 * caller holds the player's lock, so the locked row's flag is read without a round trip:
 * a player who never set a limit, a break or a reality check has nothing to read.
 */
export async function assertMayPlay(tx: Tx, userId: string, now: Date): Promise<PlayLimitsRow | null> {
  if ((await lockUser(tx, userId))?.playLimitsSet === false) return null;
  const row = await playLimitsRepository.find(tx, userId);
  const pause = pauseOf(row, now);
  if (pause) throw breakRefusal(pause, breakMessage(pause));
  return row;
}

/**
 * Refuses buying Premium during a cool-off or self-exclusion, as the wager routes refuse
 * play: Premium only opens games, and a break must not be spent buying the way back in.
 * No lock: a purchase moves no fowls, and a break cannot be lifted early anyway.
 */
export async function assertMayBuy(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const pause = pauseOf(await playLimitsRepository.find(db, userId), now);
  if (pause) throw breakRefusal(pause, breakMessage(pause, 'purchase'));
}

/**
 * Refuses a stake of `amount` that a break or a wager limit forbids, naming the limit and
 * when it resets. The caller holds the player's balance-row lock (every bet path takes it
 * first), so simultaneous bets are checked one after another.
 */
export async function assertMayWager(tx: Tx, userId: string, amount: number, now: Date): Promise<void> {
  const row = await assertMayPlay(tx, userId, now);
  if (!row) return;
  const limits = effectiveLimits(limitsOf(row), row.pending, now);
  if (LIMIT_PERIODS.every((p) => limits[p] === null)) return;
  const wagered = await playLimitsRepository.wageredSince(tx, userId, startsAt(now));
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit !== null && wagered[period] + amount > limit) {
      throw new AppError('PLAY_LIMIT', limitReachedMessage(period, limit, wagered[period], amount, now), {
        kind: 'wager_limit',
        until: periodReset(period, now).toISOString(),
      });
    }
  }
}

export function createPlayLimitsService(ctx: AppContext) {
  const { db } = ctx;

  async function state(userId: string, sessionIdHash: string | null): Promise<PlayLimitsState> {
    const now = ctx.clock();
    const [row, { sessionStart, wagered, net }] = await Promise.all([
      playLimitsRepository.find(db, userId),
      playLimitsRepository.playSummary(
        db,
        userId,
        sessionIdHash,
        {
          ...startsAt(now),
          day: new Date(now.getTime() - 24 * HOUR),
          week: new Date(now.getTime() - 7 * 24 * HOUR),
          month: new Date(now.getTime() - 30 * 24 * HOUR),
        },
        now,
      ),
    ]);
    const pending = Object.fromEntries(Object.entries(row?.pending ?? {}).filter(([, p]) => p && Date.parse(p.effectiveAt) > now.getTime()));
    return {
      limits: effectiveLimits(limitsOf(row), row?.pending ?? {}, now),
      pending,
      wagered,
      resetsAt: {
        daily: periodReset('daily', now).toISOString(),
        weekly: periodReset('weekly', now).toISOString(),
        monthly: periodReset('monthly', now).toISOString(),
      },
      realityCheckMinutes: row?.realityCheckMinutes ?? null,
      pause: pauseView(pauseOf(row, now)),
      net: { day: net.day, week: net.week, month: net.month },
      session: { startedAt: sessionStart.toISOString(), net: net.session },
    };
  }

  return {
    state,

    /** Stricter limits apply at once, looser ones in 24 hours (core changeLimits). */
    async update(userId: string, sessionIdHash: string | null, body: PlayLimitsBody): Promise<PlayLimitsState> {
      await db.transaction(async (tx) => {
        await lockBalance(tx, userId);
        const now = ctx.clock();
        const row = await playLimitsRepository.find(tx, userId);
        const next = changeLimits(
          { limits: limitsOf(row), pending: row?.pending ?? {} },
          { daily: body.daily, weekly: body.weekly, monthly: body.monthly },
          now,
        );
        await playLimitsRepository.save(
          tx,
          userId,
          {
            dailyLimit: next.limits.daily,
            weeklyLimit: next.limits.weekly,
            monthlyLimit: next.limits.monthly,
            pending: next.pending,
            realityCheckMinutes: body.realityCheckMinutes,
          },
          now,
        );
      });
      return state(userId, sessionIdHash);
    },

    /** A cool-off or self-exclusion, from now; a break in force cannot be shortened or replaced. */
    async takeBreak(userId: string, sessionIdHash: string | null, body: PlayBreakBody): Promise<PlayLimitsState> {
      const now = ctx.clock();
      await db.transaction(async (tx) => {
        await lockBalance(tx, userId);
        const row = await playLimitsRepository.find(tx, userId);
        const pause = pauseOf(row, now);
        if (pause) throw new AppError('CONFLICT', breakMessage(pause));
        if (body.kind === 'cool_off') {
          await playLimitsRepository.save(tx, userId, { coolOffUntil: new Date(now.getTime() + COOL_OFF_PERIODS[body.period]) }, now);
        } else {
          const until = selfExclusionEnd(body.period, now);
          await playLimitsRepository.save(tx, userId, { selfExcludedUntil: until, selfExcludedPermanently: until === null }, now);
        }
      });
      const after = await state(userId, sessionIdHash);
      // Every open page of the player stops at once.
      ctx.realtime.toUser(userId, 'play_paused', { message: after.pause!.message });
      return after;
    },

    /** What an admin sees: the limits and any break, with no way to lift it. */
    async adminView(userId: string) {
      const now = ctx.clock();
      const row = await playLimitsRepository.find(db, userId);
      return { limits: effectiveLimits(limitsOf(row), row?.pending ?? {}, now), pause: pauseView(pauseOf(row, now)) };
    },
  };
}
