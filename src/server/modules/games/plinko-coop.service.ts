import type { PlinkoCoopMeter, PlinkoDrop, PlinkoRoomDrop } from '../../../core/contracts/plinko';
import { rooms } from '../../../core/contracts/realtime';
import { shownPlayer } from '../../../core/feed';
import { PLINKO_COOP_METER_TARGET } from '../../../core/games/plinko-coop';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inBackground } from '../../jobs/background';
import type { Job } from '../../jobs/scheduler';
import { plinkoCoopRepository } from './plinko-coop.repository';
import { settleBonusBall, toPlinkoDrop } from './plinko-drop';
import { pushSettledRound } from './live-bets';
import { lockPlayer, pushBalance } from './rounds';

// Plinko Coop (decisions 0025, 0045): the shared meter, the live board and the bonus balls.

export interface CoopPlayer {
  id: string;
  name: string;
  avatar: string;
  /** The feed's privacy choice (decision 0048), which the room's board honours too (decision 0067). */
  showNameInFeed: boolean;
}

export const toMeter = (m: { fill: number; progress: number }): PlinkoCoopMeter => ({ fill: m.fill, progress: m.progress, target: PLINKO_COOP_METER_TARGET });

/**
 * A drop as the room's board shows it: the player's id (their ball's colour), name and
 * avatar, or nothing of them when they hide their name from the feed.
 */
export function roomDrop(player: CoopPlayer, drop: PlinkoDrop): PlinkoRoomDrop {
  const shown = shownPlayer({ id: player.id, username: player.name, avatar: player.avatar, showNameInFeed: player.showNameInFeed });
  return {
    id: drop.id,
    player: shown,
    rows: drop.rows,
    risk: drop.risk,
    path: drop.path,
    bucket: drop.bucket,
    multiplier: drop.multiplier,
    bonus: drop.bonus,
  };
}

/** A staked drop counted into the meter, in the drop's own settlement statement. */
export const coopCount = (userId: string, staked: number) => (now: Date) =>
  plinkoCoopRepository.countDrop({ userId, staked, target: PLINKO_COOP_METER_TARGET, now });

/** The meter as the drop's settlement counted it. */
export const countedMeter = (columns: Record<string, unknown>) => plinkoCoopRepository.counted(columns, PLINKO_COOP_METER_TARGET);

export interface PaidBonus {
  userId: string;
  fill: number;
  drop: PlinkoDrop;
  balance: number;
}

/**
 * Pays every contributor of a closed fill their bonus drop, in one transaction. Any
 * number of instances may run this for the same fill at once: each player's lock
 * serialises them, the one that comes second finds the bonus recorded and skips it,
 * and the (fill, player) key and the ledger key refuse a second payment regardless.
 */
export async function payFill(tx: Tx, fill: number, clock: () => Date): Promise<PaidBonus[]> {
  const paid: PaidBonus[] = [];
  for (const c of await plinkoCoopRepository.contributors(tx, fill)) {
    // Settles the player's lock first, then checks: a concurrent payer has committed by then.
    const { row, balance } = await settleBonusOnce(tx, fill, c.userId, c.staked, clock);
    if (row) paid.push({ userId: c.userId, fill, drop: toPlinkoDrop(row), balance });
  }
  await plinkoCoopRepository.markPaid(tx, fill, clock());
  return paid;
}

async function settleBonusOnce(tx: Tx, fill: number, userId: string, staked: number, clock: () => Date) {
  const balance = await lockPlayer(tx, userId);
  if (await plinkoCoopRepository.hasBonus(tx, fill, userId)) return { row: null, balance };
  const settled = await settleBonusBall(tx, { userId, fillId: fill, staked }, clock);
  await plinkoCoopRepository.insertBonus(tx, { fill, userId, roundId: settled.row.id, amount: settled.row.payout });
  return settled;
}

/** After the commit: each player's new balance and bonus, and the bonus balls on the room's board. */
export function announceBonuses(ctx: AppContext, paid: PaidBonus[], names: Map<string, CoopPlayer>): void {
  for (const p of paid) {
    pushBalance(ctx, p.userId, p.balance);
    ctx.realtime.toUser(p.userId, 'plinko_bonus', { fill: p.fill, drop: p.drop });
    // Settled before this commit: the wait for the animation counts from now.
    pushSettledRound(ctx, { id: p.drop.id, finishedAt: null });
    const player = names.get(p.userId);
    if (player) ctx.realtime.toRoom(rooms.plinko, 'plinko_drop', roomDrop(player, p.drop));
  }
}

export function createPlinkoCoopService(ctx: AppContext) {
  async function payNow(fill: number): Promise<PaidBonus[]> {
    const paid = await ctx.db.transaction((tx) => payFill(tx, fill, ctx.clock));
    const players = await plinkoCoopRepository.players(
      ctx.db,
      paid.map((p) => p.userId),
    );
    announceBonuses(ctx, paid, new Map(players.map((p) => [p.id, p])));
    return paid;
  }

  return {
    async state() {
      return { meter: toMeter(await plinkoCoopRepository.meter(ctx.db)) };
    },

    /** After a drop's commit: the ball on everyone's board, the meter, and the bonuses of a fill it closed. */
    afterDrop(player: CoopPlayer, drop: PlinkoDrop, meter: { fill: number; progress: number; filled: boolean }) {
      ctx.realtime.toRoom(rooms.plinko, 'plinko_drop', roomDrop(player, drop));
      ctx.realtime.toRoom(rooms.plinko, 'plinko_meter', toMeter(meter.filled ? { fill: meter.fill + 1, progress: 0 } : meter));
      if (meter.filled) inBackground(ctx, 'plinko coop bonuses', async () => void (await payNow(meter.fill)));
    },

    payNow,
  };
}

/** Pays fills whose payment did not finish (an instance stopped mid-way), exactly once as above. */
export const plinkoCoopBonusJob: Job = {
  name: 'plinko.coop-bonuses',
  everyMs: 30_000,
  async run(tx: Tx, now: Date) {
    for (const fill of await plinkoCoopRepository.unpaidFills(tx, 5)) await payFill(tx, fill, () => now);
  },
};
