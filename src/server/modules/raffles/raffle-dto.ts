import { roundTimeMs } from '../../../core/fair/beacon';
import type { ChatMessage, Raffle, RaffleBeacon, RaffleEndReason, RaffleEntryDto, RaffleStatus, RaffleType } from '../../../core/contracts/raffles';
import { skinRaritySchema } from '../../../core/skin-rarity';
import type { AppConfig } from '../../config';
import { isAdminSteamId } from '../accounts';
import { listedWinner } from './listed-winner';
import type { ChatRow, EntryWithUser, RaffleListRow, RaffleRow } from './raffles.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The seed stays secret while entries can still change the draw's input; once settled it is public. */
export const seedIsPublic = (row: Pick<RaffleRow, 'status'>): boolean => row.status !== 'active';

/** The committed chain and round, and what the draw took from them. */
function beaconOf(r: RaffleRow): RaffleBeacon | null {
  if (!r.beaconChain || r.beaconRound === null) return null;
  return {
    chain: r.beaconChain,
    round: r.beaconRound,
    roundTime: new Date(roundTimeMs(r.beaconChain, r.beaconRound)).toISOString(),
    randomness: r.beaconRandomness,
    signature: r.beaconSignature,
    fallback: r.drawFallbackReason !== null,
    fallbackReason: r.drawFallbackReason,
  };
}

export function toRaffleDto({ raffle: r, participantCount, totalPool, winner }: RaffleListRow): Raffle {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.imageUrl,
    type: r.type as RaffleType,
    minEntry: r.minEntry,
    maxParticipants: r.maxParticipants,
    endTime: r.endTime.toISOString(),
    status: r.status as RaffleStatus,
    endReason: (r.endReason as RaffleEndReason | null) ?? null,
    endedAt: iso(r.endedAt),
    winnerId: r.winnerId,
    winner: winner ? { id: winner.id, username: winner.username, avatar: winner.avatar } : null,
    assetId: r.assetId,
    itemName: r.itemName,
    itemImageUrl: r.itemImageUrl,
    // Only validated grades are written; anything else reads as none rather than failing the list.
    prizeRarity: skinRaritySchema.safeParse(r.prizeRarity).data ?? null,
    createdAt: r.createdAt.toISOString(),
    tradeOfferId: r.tradeOfferId,
    tradeStatus: r.tradeStatus,
    participantCount,
    totalPool,
    seedHash: r.seedHash,
    seed: seedIsPublic(r) ? r.seed : null,
    entriesDigest: r.entriesDigest,
    drawFloat: r.drawFloat,
    winningTicket: r.winningTicket,
    drawnAt: iso(r.drawnAt),
    beacon: beaconOf(r),
  };
}

/**
 * A raffle as the public list shows it at `now`: a result names its winner only from
 * the draw's public moment, and as the winner's feed choice allows (listed-winner.ts).
 */
export function toListedRaffleDto(row: RaffleListRow, now: Date): Raffle {
  const winner = listedWinner(row.raffle.drawnAt, row.winner, now);
  return { ...toRaffleDto(row), winnerId: winner?.id ?? null, winner };
}

export function toEntryDto(entry: EntryWithUser, config: AppConfig): RaffleEntryDto {
  return {
    id: entry.id,
    raffleId: entry.raffleId,
    userId: entry.userId,
    entryAmount: entry.entryAmount,
    createdAt: entry.createdAt.toISOString(),
    user: { id: entry.user.id, username: entry.user.username, avatar: entry.user.avatar, isAdmin: isAdminSteamId(config, entry.user.steamId) },
  };
}

export function toChatDto(row: ChatRow, config: AppConfig): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    user: { id: row.user.id, username: row.user.username, avatar: row.user.avatar, isAdmin: isAdminSteamId(config, row.user.steamId) },
  };
}

/** What the audit log keeps of a raffle: everything but the secret seed. */
export function auditView(row: RaffleRow): Omit<RaffleRow, 'seed'> {
  const { seed: _seed, ...rest } = row;
  return rest;
}
