// Prizes: the trade bot's inventory and status, and delivery of raffle prizes
// to their winners as Steam trade offers, recorded in trade_logs and mirrored on
// the raffle. Network calls to the bot happen between short transactions, never
// inside one (DESIGN §2).
import {
  isRetryableTradeStatus,
  type BotStatus,
  type InventoryItem,
  type PrizeReservation,
  type SteamItem,
  type TradeItem,
  type TradeStatus,
} from '../../../core/contracts/prizes';
import { AppError } from '../../../core/errors';
import { checkTradeUrlForUser } from '../../../core/trade-url';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tradeOffers } from '../../metrics';
import { TradeBotError, TradeBotNotReadyError, type OfferStateChange, type SendOfferInput, type TradeBot } from '../../integrations/steam';
import { auditRepository } from '../audit';
import { itemsOf, prizesRepository as repo, type RaffleRow, type TradeLogRow, type WinnerRow } from './prizes.repository';
import { inBackground, tracked } from '../../jobs/background';
import { tradeBotFor } from './trade-bot-registry';

/** Offer states are asked again after this long without news. */
const RECHECK_PENDING_AFTER_MS = 2 * 60_000;
/** A send that has not recorded an offer id after this long was cut off (the longest send waits 2 minutes). */
const INTERRUPTED_SEND_AFTER_MS = 10 * 60_000;
/** A completed raffle without a trade log this long after its draw missed its delivery (a crash between draw and send). */
const UNDELIVERED_AFTER_MS = 60_000;
const RECONCILE_BATCH = 25;

export const TRADE_LOGS_SHOWN = 200;

const SENDING = 'Sending trade offer';

/** The offer's note to the winner; Steam keeps 128 characters. */
export const offerMessage = (raffleName: string | null): string =>
  raffleName ? `Congratulations! Your prize for winning the Fowls raffle "${raffleName}".` : 'Congratulations! Your prize from Fowls.';

/** Why the prize cannot go to this winner, in words for the trade log and the admin. */
function recipientProblem(winner: WinnerRow | null): string | null {
  if (!winner) return "The winner's account no longer exists";
  if (!winner.tradeOfferUrl) return 'The winner has not saved a Steam trade offer URL';
  const check = checkTradeUrlForUser(winner.tradeOfferUrl, winner.steamId);
  return check.ok ? null : `The winner's trade offer URL is not valid: ${check.message}`;
}

/** Bot failures as API errors: the request was fine, the bot could not do it now. */
function toAppError(err: unknown): unknown {
  if (err instanceof TradeBotNotReadyError) return new AppError('BOT_NOT_READY', err.message);
  if (err instanceof TradeBotError) return new AppError('CONFLICT', err.message);
  return err;
}

interface Send {
  logId: string;
  raffleId: string | null;
  input: SendOfferInput;
}

interface ReconcileWork {
  offerIds: string[];
  raffleIds: string[];
}

export function createPrizeService(ctx: AppContext) {
  const bot = (): Promise<TradeBot> => tradeBotFor(ctx, applyOfferChange);

  async function readyBot(): Promise<TradeBot> {
    const b = await bot();
    if (!(await b.status()).ready) throw new TradeBotNotReadyError();
    return b;
  }

  /** Records a state change of a sent offer on its trade log and raffle. Never throws. */
  async function applyOfferChange(change: OfferStateChange): Promise<void> {
    try {
      const recorded = await ctx.db.transaction(async (tx) => {
        const log = await repo.lockTradeLogByOfferId(tx, change.offerId);
        // Accepted, declined, expired and error are final; a retry sends a new offer on the same log.
        if (!log || log.status !== 'pending') return false;
        if (change.status === 'pending' && change.message === log.message) return false;
        const now = ctx.clock();
        await repo.updateTradeLog(tx, log.id, { status: change.status, message: change.message }, now);
        if (log.raffleId) await repo.setRaffleTradeStatusForOffer(tx, log.raffleId, change.offerId, change.status, now);
        return true;
      });
      if (recorded && change.status !== 'pending') tradeOffers.inc({ result: change.status });
    } catch (err) {
      ctx.log.error({ err, offerId: change.offerId }, 'could not record a trade offer state change');
    }
  }

  /** Sends the offer of a claimed (pending, offer-less) log and records the outcome. */
  async function sendClaimed(send: Send): Promise<TradeLogRow | null> {
    let outcome: { offerId: string | null; status: TradeStatus; message: string };
    try {
      outcome = await (await readyBot()).sendOffer(send.input);
    } catch (err) {
      if (!(err instanceof TradeBotError)) ctx.log.error({ err, tradeLogId: send.logId }, 'trade offer failed unexpectedly');
      outcome = { offerId: null, status: 'error', message: err instanceof TradeBotError ? err.message : 'The trade bot failed to send the offer' };
    }
    const row = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const row = await repo.updateTradeLog(tx, send.logId, { tradeOfferId: outcome.offerId, status: outcome.status, message: outcome.message }, now);
      if (send.raffleId) await repo.setRaffleTrade(tx, send.raffleId, { tradeOfferId: outcome.offerId, tradeStatus: outcome.status }, now);
      return row;
    });
    tradeOffers.inc({ result: outcome.status === 'pending' ? 'sent' : outcome.status });
    return row;
  }

  /**
   * A delivery goes out only while its raffle holds the prize. Raffles from before
   * reservations take the hold now when the item is free (docs/decisions/0023);
   * answers why not when another open raffle holds it.
   */
  async function holdPrize(tx: Tx, raffle: RaffleRow): Promise<string | null> {
    if (!raffle.assetId || raffle.reservedAssetId === raffle.assetId) return null;
    if (await repo.reservePrize(tx, raffle.id, raffle.assetId, ctx.clock())) return null;
    return reservedElsewhere(await repo.findPrizeHolder(tx, raffle.assetId));
  }

  const reservedElsewhere = (holder: PrizeReservation | null): string =>
    holder ? `The prize is reserved for the raffle "${holder.raffleName}"` : 'The prize is reserved for another raffle';

  /** For a retry: the raffle must hold its prize; a deleted raffle's items must not have become another raffle's. */
  async function retryPrizeProblem(tx: Tx, raffle: RaffleRow | null, items: TradeItem[]): Promise<string | null> {
    if (raffle) return holdPrize(tx, raffle);
    for (const item of items) {
      const holder = await repo.findPrizeHolder(tx, item.assetid);
      if (holder) return reservedElsewhere(holder);
    }
    return null;
  }

  /** Claims the delivery of a raffle inside `tx`: a trade log (pending, or error when it cannot go out). */
  async function claimDelivery(tx: Tx, raffleId: string): Promise<Send | null> {
    const raffle = await repo.lockRaffle(tx, raffleId);
    if (!raffle || raffle.status !== 'completed' || !raffle.winnerId) return null;
    // One delivery per raffle; later offers for it are retries of this log.
    if (await repo.hasTradeLogForRaffle(tx, raffleId)) return null;
    const winner = await repo.findWinner(tx, raffle.winnerId);
    const items: TradeItem[] = raffle.assetId ? [{ assetid: raffle.assetId, name: raffle.itemName ?? raffle.assetId }] : [];
    const problem = items.length === 0 ? 'The raffle has no prize item' : ((await holdPrize(tx, raffle)) ?? recipientProblem(winner));
    const status: TradeStatus = problem ? 'error' : 'pending';
    const now = ctx.clock();
    const log = await repo.insertTradeLog(
      tx,
      {
        raffleId,
        userId: raffle.winnerId,
        partnerName: winner?.username ?? 'Unknown',
        status,
        message: problem ?? SENDING,
        itemsGiven: items,
      },
      now,
    );
    await repo.setRaffleTrade(tx, raffleId, { tradeOfferId: null, tradeStatus: status }, now);
    if (problem || !winner) return null;
    return {
      logId: log.id,
      raffleId,
      input: { tradeUrl: winner.tradeOfferUrl!, partnerSteamId: winner.steamId, items, message: offerMessage(raffle.name) },
    };
  }

  async function inventory(refresh = false): Promise<SteamItem[]> {
    try {
      const items = await (await readyBot()).inventory(refresh);
      const promised = await repo.pendingAssetIds(ctx.db);
      return items.filter((item) => !promised.has(item.assetid));
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** The inventory with the raffle each item is reserved for, for the admin's item pickers. */
  async function inventoryWithReservations(refresh = false): Promise<InventoryItem[]> {
    const items = await inventory(refresh);
    const reservations = await repo.reservations(ctx.db);
    return items.map((item) => ({ ...item, reservedFor: reservations.get(item.assetid) ?? null }));
  }

  async function findItem(assetId: string): Promise<SteamItem | null> {
    const cached = (await inventory(false)).find((item) => item.assetid === assetId);
    if (cached) return cached;
    // The real bot's inventory is cached; an item that arrived since is found on a fresh load.
    if ((await bot()).kind === 'sandbox') return null;
    return (await inventory(true)).find((item) => item.assetid === assetId) ?? null;
  }

  function deliverRafflePrize(raffleId: string): Promise<void> {
    // Tracked, so closing the app waits for a delivery its caller did not await.
    return tracked(
      ctx,
      (async () => {
        try {
          const send = await ctx.db.transaction((tx) => claimDelivery(tx, raffleId));
          if (send) await sendClaimed(send);
        } catch (err) {
          ctx.log.error({ err, raffleId }, 'raffle prize delivery failed');
        }
      })(),
    );
  }

  /** What the reconciliation round has to do, gathered (and claimed) inside the job's transaction. */
  async function collectReconcileWork(tx: Tx, at: Date): Promise<ReconcileWork> {
    const now = at.getTime();
    for (const log of await repo.lockInterruptedSends(tx, new Date(now - INTERRUPTED_SEND_AFTER_MS), RECONCILE_BATCH)) {
      const message = 'The trade offer was interrupted before it was sent; retry it';
      await repo.updateTradeLog(tx, log.id, { status: 'error', message }, at);
      if (log.raffleId) await repo.setRaffleTrade(tx, log.raffleId, { tradeOfferId: null, tradeStatus: 'error' }, at);
    }
    const pending = await repo.claimPendingOffers(tx, new Date(now - RECHECK_PENDING_AFTER_MS), RECONCILE_BATCH, at);
    const raffleIds = await repo.undeliveredRaffleIds(tx, new Date(now - UNDELIVERED_AFTER_MS), RECONCILE_BATCH);
    return { offerIds: pending.flatMap((log) => (log.tradeOfferId ? [log.tradeOfferId] : [])), raffleIds };
  }

  async function doReconcileWork(work: ReconcileWork): Promise<void> {
    if (work.offerIds.length > 0) {
      const b = await bot();
      for (const offerId of work.offerIds) {
        const state = await b.getOfferState(offerId);
        if (state) await applyOfferChange({ offerId, ...state });
      }
    }
    for (const raffleId of work.raffleIds) await deliverRafflePrize(raffleId);
  }

  return {
    /** Starts the bot (the real one logs in in the background) and answers it. */
    start: bot,

    async status(): Promise<BotStatus> {
      try {
        return await (await bot()).status();
      } catch (err) {
        ctx.log.error({ err }, 'trade bot did not start');
        const configured = ctx.config.steam.bot;
        return {
          enabled: true,
          initialized: false,
          ready: false,
          username: configured?.username ?? null,
          sandbox: configured === null,
          lastError: 'The trade bot did not start',
        };
      }
    },

    /** Throws AppError 'Steam bot is not ready' when the bot cannot answer. */
    inventory,
    inventoryWithReservations,
    /** The open raffle whose prize the item is, if any. */
    prizeHolder: (assetId: string) => repo.findPrizeHolder(ctx.db, assetId),

    /** An item of the inventory, or null (throws like inventory() when the bot is not ready). */
    findItem,

    /**
     * After a draw: send the raffle's item to its winner and record a trade log.
     * Call it after the draw's transaction has committed. Never throws; idempotent
     * (one trade log, and so one offer, per completed raffle with a winner).
     */
    deliverRafflePrize,

    async tradeLogs(limit = TRADE_LOGS_SHOWN): Promise<TradeLogRow[]> {
      return repo.latestTradeLogs(ctx.db, limit);
    },

    /** Sends a new offer for a declined or failed trade log (spec part 2 §4), on behalf of an admin. */
    async retryTrade(idOrOfferId: string, actor: { id: string; ip: string }): Promise<TradeLogRow> {
      try {
        await readyBot();
      } catch (err) {
        throw toAppError(err);
      }
      const send = await ctx.db.transaction(async (tx): Promise<Send> => {
        const log = await repo.lockTradeLog(tx, idOrOfferId);
        if (!log) throw new AppError('NOT_FOUND', 'Trade log not found');
        if (!isRetryableTradeStatus(log.status)) {
          throw new AppError('BAD_REQUEST', `Only declined or error trades can be retried; this one is ${log.status}.`);
        }
        const items = itemsOf(log);
        if (items.length === 0) throw new AppError('BAD_REQUEST', 'This trade has no item to send.');
        const raffle = log.raffleId ? await repo.lockRaffle(tx, log.raffleId) : null;
        const held = await retryPrizeProblem(tx, raffle, items);
        if (held) throw new AppError('CONFLICT', `${held}.`);
        const winner = log.userId ? await repo.findWinner(tx, log.userId) : null;
        const problem = recipientProblem(winner);
        if (problem || !winner) throw new AppError('BAD_REQUEST', `${problem ?? 'The trade has no recipient'}.`);
        const attempts = log.attempts + 1;
        const now = ctx.clock();
        await repo.updateTradeLog(tx, log.id, { status: 'pending', tradeOfferId: null, message: SENDING, attempts, partnerName: winner.username }, now);
        if (log.raffleId) await repo.setRaffleTrade(tx, log.raffleId, { tradeOfferId: null, tradeStatus: 'pending' }, now);
        await auditRepository.record(tx, {
          actorId: actor.id,
          action: 'trade.retry',
          targetType: 'trade_log',
          targetId: log.id,
          before: { status: log.status, tradeOfferId: log.tradeOfferId, attempts: log.attempts, message: log.message },
          after: { status: 'pending', attempts },
          ip: actor.ip,
        });
        const raffleName = log.raffleId ? await repo.findRaffleName(tx, log.raffleId) : null;
        return {
          logId: log.id,
          raffleId: log.raffleId,
          input: { tradeUrl: winner.tradeOfferUrl!, partnerSteamId: winner.steamId, items, message: offerMessage(raffleName) },
        };
      });
      const row = await sendClaimed(send);
      if (!row) throw new AppError('NOT_FOUND', 'Trade log not found');
      if (row.status === 'error') throw new AppError('CONFLICT', row.message ?? 'The trade offer could not be sent');
      return row;
    },

    applyOfferChange,

    /** The scheduled round, inside the job's transaction: claims work there, does it after the transaction ends. */
    async reconcileInJob(tx: Tx, now: Date): Promise<void> {
      const work = await collectReconcileWork(tx, now);
      if (work.offerIds.length > 0 || work.raffleIds.length > 0) inBackground(ctx, 'reconcile trades', () => doReconcileWork(work));
    },

    /** One reconciliation round, start to end (tests, scripts). */
    async reconcile(): Promise<ReconcileWork> {
      const work = await ctx.db.transaction((tx) => collectReconcileWork(tx, ctx.clock()));
      await doReconcileWork(work);
      return work;
    },
  };
}

export type PrizeService = ReturnType<typeof createPrizeService>;
