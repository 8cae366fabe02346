import type { CreateRaffleBody, Raffle, UpdateRaffleBody } from '../../../core/contracts/raffles';
import { ENTRY_ERROR } from '../../../core/contracts/raffles';
import { prizeReservedMessage, type PrizeReservation, type SteamItem } from '../../../core/contracts/prizes';
import { AppError } from '../../../core/errors';
import { rarityFromSteamTags, type SkinRarity } from '../../../core/skin-rarity';
import { firstRoundAfter, type BeaconChainInfo } from '../../../core/fair/beacon';
import { generateServerSeed, hashServerSeed } from '../../../core/fair/seeds';
import type { AppContext } from '../../context';
import { beaconClientFor, BeaconUnavailableError, type BeaconClient } from '../../integrations/drand';
import { usersRepository } from '../accounts';
import { auditRepository } from '../audit';
import { lockBalance, postEntry } from '../ledger';
import { createPrizeService } from '../prizes';
import { auditView, toRaffleDto } from './raffle-dto';
import { announceRaffleUpdated, publishSettlement, settleRaffle, type Settlement } from './raffle-settlement';
import { isPrizeReservationClash, rafflesRepository, type RaffleRow } from './raffles.repository';
import { transactionWithRetry } from './tx-retry';

export interface AdminActor {
  id: string;
  ip: string;
}

/** Fields that shape the draw or who may enter: fixed once the raffle has ended. */
const DRAW_FIELDS = ['minEntry', 'maxParticipants', 'endTime', 'assetId'] as const;

/** The inventory's grade of the prize; the portal's only for an item Steam gives none. */
const rarityOf = (item: SteamItem, sent: SkinRarity | null | undefined): SkinRarity | null => rarityFromSteamTags(item.tags) ?? sent ?? null;

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

function futureEndTime(iso: string, now: Date): Date {
  const endTime = new Date(iso);
  if (endTime.getTime() <= now.getTime()) throw badRequest('End time must be in the future');
  return endTime;
}

export function createRaffleAdminService(ctx: AppContext, beacon: BeaconClient = beaconClientFor(ctx.config, ctx.fetch)) {
  const { db } = ctx;
  const prizes = createPrizeService(ctx);

  /** The beacon chain new raffles commit to (read before any transaction: it may go over the network). */
  async function beaconChain(): Promise<BeaconChainInfo> {
    try {
      return await beacon.chain();
    } catch (err) {
      if (!(err instanceof BeaconUnavailableError)) throw err;
      ctx.log.error({ reason: err.message }, 'randomness beacon chain info unavailable');
      throw new AppError('CONFLICT', 'The randomness beacon cannot be reached, so the raffle cannot commit its draw round. Please try again in a minute.');
    }
  }

  const prizeTaken = (holder: PrizeReservation | null) => new AppError('CONFLICT', prizeReservedMessage(holder?.raffleName ?? null));

  /** The prize of raffle `raffleId` (or a new one): an inventory item no other open raffle holds. */
  async function prizeFor(assetId: string, raffleId: string | null): Promise<SteamItem> {
    const holder = await prizes.prizeHolder(assetId);
    if (holder && holder.raffleId !== raffleId) throw prizeTaken(holder);
    const item = await prizes.findItem(assetId);
    if (!item) throw badRequest('The prize must be an item in the Steam bot inventory');
    return item;
  }

  /**
   * Runs a write that reserves `assetId`. The unique constraint decides between
   * concurrent writers (the check in prizeFor only names the holder early): the loser gets a 409.
   */
  async function reserving<T>(assetId: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (assetId && isPrizeReservationClash(e)) throw prizeTaken(await prizes.prizeHolder(assetId));
      throw e;
    }
  }

  async function dto(id: string): Promise<Raffle> {
    const row = await rafflesRepository.findWithStats(db, id);
    if (!row) throw new AppError('NOT_FOUND', ENTRY_ERROR.notFound);
    return toRaffleDto(row);
  }

  return {
    async list(): Promise<Raffle[]> {
      return (await rafflesRepository.listAll(db)).map(toRaffleDto);
    },

    /**
     * Spec part 2 §5. The seed (its hash public, the seed revealed after the draw), the
     * beacon chain and the round just after the end time are all committed now.
     */
    async create(actor: AdminActor, body: CreateRaffleBody): Promise<Raffle> {
      const endTime = futureEndTime(body.endTime, ctx.clock());
      const item = await prizeFor(body.assetId, null);
      const chain = await beaconChain();
      const seed = generateServerSeed();
      const id = await reserving(item.assetid, () =>
        db.transaction(async (tx) => {
          const row = await rafflesRepository.insert(tx, {
            name: body.name,
            description: body.description,
            imageUrl: body.imageUrl || item.icon_url_large || null,
            type: body.type,
            minEntry: body.minEntry,
            maxParticipants: body.maxParticipants,
            endTime,
            status: 'active',
            assetId: item.assetid,
            reservedAssetId: item.assetid,
            itemName: item.name,
            itemImageUrl: item.icon_url_large || null,
            prizeRarity: rarityOf(item, body.prizeRarity),
            seed,
            seedHash: hashServerSeed(seed),
            beaconChain: chain,
            beaconRound: firstRoundAfter(chain, endTime.getTime()),
            createdBy: actor.id,
            createdAt: ctx.clock(),
          });
          await auditRepository.record(tx, {
            actorId: actor.id,
            action: 'raffle.create',
            targetType: 'raffle',
            targetId: row.id,
            after: auditView(row),
            ip: actor.ip,
          });
          return row.id;
        }),
      );
      announceRaffleUpdated(ctx, id);
      return dto(id);
    },

    /** Edits, or `{status: 'ended'}`: ends the raffle now and draws it like any other ending. */
    async update(actor: AdminActor, id: string, body: UpdateRaffleBody): Promise<Raffle> {
      const item = body.assetId ? await prizeFor(body.assetId, id) : null;
      const endTime = body.endTime ? futureEndTime(body.endTime, ctx.clock()) : undefined;
      const settlement = await reserving(item?.assetid, () =>
        transactionWithRetry(db, async (tx): Promise<Settlement | null> => {
          const before = await rafflesRepository.lockById(tx, id);
          if (!before) throw new AppError('NOT_FOUND', ENTRY_ERROR.notFound);
          const now = ctx.clock();
          const active = before.status === 'active';
          if (!active && body.status === 'active') throw badRequest('A raffle that has ended cannot be reopened');
          if (!active && DRAW_FIELDS.some((f) => body[f] !== undefined)) {
            throw badRequest('This raffle has ended: only its name, description, type and image can change');
          }
          const count = before.entryCount;
          if (body.maxParticipants !== undefined && body.maxParticipants < count) {
            throw badRequest(`maxParticipants cannot be below the ${count} players who have entered`);
          }

          const fields: Partial<RaffleRow> = {};
          if (body.name !== undefined) fields.name = body.name;
          if (body.description !== undefined) fields.description = body.description;
          if (body.type !== undefined) fields.type = body.type;
          if (body.minEntry !== undefined) fields.minEntry = body.minEntry;
          if (body.maxParticipants !== undefined) fields.maxParticipants = body.maxParticipants;
          if (endTime) {
            fields.endTime = endTime;
            // The committed round follows the end time: still the first one published after it.
            if (before.beaconChain) fields.beaconRound = firstRoundAfter(before.beaconChain, endTime.getTime());
          }
          if (item) {
            fields.assetId = item.assetid;
            fields.reservedAssetId = item.assetid;
            fields.itemName = item.name;
            fields.itemImageUrl = item.icon_url_large || null;
            fields.prizeRarity = rarityOf(item, body.prizeRarity);
          } else if (body.prizeRarity !== undefined) {
            // The admin labels the prize they gave: an older raffle's, or one Steam gives no grade.
            fields.prizeRarity = body.prizeRarity;
          }
          const newItemImage = item?.icon_url_large || null;
          if (body.imageUrl !== undefined) fields.imageUrl = body.imageUrl || newItemImage || before.itemImageUrl || null;
          // An image that was only the old prize's picture follows the prize.
          else if (item && before.imageUrl === before.itemImageUrl) fields.imageUrl = newItemImage;
          const edited = Object.keys(fields).length > 0 ? await rafflesRepository.update(tx, id, fields, now) : before;

          // Ending by hand, or a lowered limit the entries already meet, settles the raffle now.
          let settlement: Settlement | null = null;
          if (active && body.status === 'ended') settlement = await settleRaffle(tx, edited, 'admin', now);
          else if (active && count > 0 && count >= edited.maxParticipants) settlement = await settleRaffle(tx, edited, 'max_participants_reached', now);

          const after = (await rafflesRepository.findById(tx, id))!;
          await auditRepository.record(tx, {
            actorId: actor.id,
            action: body.status === 'ended' ? 'raffle.end' : 'raffle.update',
            targetType: 'raffle',
            targetId: id,
            before: auditView(before),
            after: auditView(after),
            ip: actor.ip,
          });
          return settlement;
        }),
      );
      // A settlement announces the raffle itself.
      if (settlement) publishSettlement(ctx, settlement);
      else announceRaffleUpdated(ctx, id);
      return dto(id);
    },

    /**
     * Deletes a raffle for good. Every entry is refunded through the ledger first, drawn
     * or not (the prize stays with its winner); the portal says so before the admin confirms.
     */
    async remove(actor: AdminActor, id: string): Promise<{ refunded: number }> {
      const { balances, refunded } = await transactionWithRetry(db, async (tx) => {
        const raffle = await rafflesRepository.lockById(tx, id);
        if (!raffle) throw new AppError('NOT_FOUND', ENTRY_ERROR.notFound);
        const entries = await rafflesRepository.entriesWithUsers(tx, id);
        const now = ctx.clock();
        const balances = new Map<string, number>();
        for (const entry of entries) {
          await lockBalance(tx, entry.userId);
          const user = await usersRepository.findById(tx, entry.userId);
          const posted = await postEntry(tx, {
            userId: entry.userId,
            amount: entry.entryAmount,
            type: 'refund',
            description: `Refund: raffle ${raffle.name} was deleted`,
            idempotencyKey: `raffle_refund:${entry.id}`,
            raffleData: { raffleId: id, raffleName: raffle.name, status: 'refunded' },
            actorId: actor.id,
            at: now,
          });
          if (user) {
            await usersRepository.update(
              tx,
              user.id,
              { raffleWagered: Math.max(0, user.raffleWagered - entry.entryAmount), totalSpent: Math.max(0, user.totalSpent - entry.entryAmount) },
              now,
            );
          }
          balances.set(entry.userId, posted.balanceAfter);
        }
        await rafflesRepository.delete(tx, id);
        await auditRepository.record(tx, {
          actorId: actor.id,
          action: 'raffle.delete',
          targetType: 'raffle',
          targetId: id,
          before: { ...auditView(raffle), entries: entries.map((e) => ({ id: e.id, userId: e.userId, entryAmount: e.entryAmount })) },
          after: { deleted: true, refundedEntries: entries.length, refundedFowls: entries.reduce((s, e) => s + e.entryAmount, 0) },
          ip: actor.ip,
        });
        return { balances, refunded: entries.length };
      });
      for (const [userId, fowlBalance] of balances) ctx.realtime.toUser(userId, 'balance_updated', { fowlBalance });
      announceRaffleUpdated(ctx, id);
      return { refunded };
    },
  };
}
